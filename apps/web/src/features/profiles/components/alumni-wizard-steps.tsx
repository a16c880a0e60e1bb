import {
  ALUMNI_DEGREES,
  CONTACT_PREFERENCES,
  GENDERS,
  ALUMNI_REQUIRED_FIELDS as LABELS,
  PROFILE_BOUNDS,
} from '@mentorbridge/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextArea, TextField } from '@/components/ui/field';
import type { AlumniField, AlumniFormValues } from '../profile-fields';
import { LIST_HINT } from '../wizard-steps';
import { NAME_HINT_ID, NameHint } from './name-hint';

const TODAY = () => new Date().toISOString().slice(0, 10);
const B = PROFILE_BOUNDS;

interface StepProps {
  register: UseFormRegister<AlumniFormValues>;
  errors: FieldErrors<AlumniFormValues>;
}

function required(field: AlumniField & keyof typeof LABELS, { register, errors }: StepProps) {
  return {
    label: LABELS[field],
    required: true,
    isRequired: true,
    error: errors[field]?.message,
    ...register(field),
  };
}

function PersonalStep(props: StepProps) {
  return (
    <>
      <NameHint />
      <TextField
        autoComplete="given-name"
        maxLength={60}
        aria-describedby={NAME_HINT_ID}
        {...required('firstName', props)}
      />
      <TextField
        autoComplete="family-name"
        maxLength={60}
        aria-describedby={NAME_HINT_ID}
        {...required('lastName', props)}
      />
      <TextField type="tel" autoComplete="tel" {...required('phoneNumber', props)} />
      <SelectField placeholder="Select gender" options={GENDERS} {...required('gender', props)} />
      <TextField type="date" max={TODAY()} {...required('dateOfBirth', props)} />
      <TextField maxLength={B.textMax} {...required('collegeName', props)} />
      <TextField maxLength={30} {...required('collegeCode', props)} />
      <TextField maxLength={B.textMax} {...required('universityName', props)} />
      <TextField maxLength={100} placeholder="e.g. Computer Science" {...required('branch', props)} />
      <TextField
        type="number"
        inputMode="numeric"
        min={B.alumniGraduationYear.min}
        max={B.alumniGraduationYear.max}
        step={1}
        hint={`${B.alumniGraduationYear.min} to ${B.alumniGraduationYear.max}`}
        {...required('graduationYear', props)}
      />
      <SelectField placeholder="Select degree" options={ALUMNI_DEGREES} {...required('degree', props)} />
      <TextField
        maxLength={60}
        placeholder="e.g. 8.4 CGPA or 76%"
        {...required('academicPerformance', props)}
      />
    </>
  );
}

function ProfessionalStep(props: StepProps) {
  const { register, errors } = props;
  return (
    <>
      <TextField maxLength={B.textMax} autoComplete="organization" {...required('currentCompany', props)} />
      <TextField
        maxLength={B.textMax}
        autoComplete="organization-title"
        {...required('currentPosition', props)}
      />
      <TextField
        type="number"
        inputMode="decimal"
        min={0}
        step={B.totalExperienceStep}
        hint="In years, in steps of 0.5"
        {...required('totalExperience', props)}
      />
      <TextField maxLength={100} placeholder="e.g. Fintech" {...required('industryDomain', props)} />
      <TextField maxLength={100} placeholder="e.g. Bengaluru" {...required('workLocation', props)} />
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...required('numberOfInterviewsFaced', props)}
      />
      <TextField
        label="Previous Companies"
        wrapperClassName="sm:col-span-2"
        placeholder="e.g. Infosys, TCS"
        hint={LIST_HINT}
        error={errors.previousCompanies?.message}
        {...register('previousCompanies')}
      />
    </>
  );
}

function SkillsStep(props: StepProps) {
  const { register, errors } = props;
  return (
    <>
      <TextField
        placeholder="e.g. Java, React, SQL"
        hint={LIST_HINT}
        {...required('technicalSkills', props)}
      />
      <TextField
        placeholder="e.g. Mentoring, Communication"
        hint={LIST_HINT}
        {...required('softSkills', props)}
      />
      <TextField
        label="Areas of Expertise"
        wrapperClassName="sm:col-span-2"
        placeholder="e.g. Interview Preparation, Backend, Career Guidance"
        hint={`${LIST_HINT} Shown to students as your career interests.`}
        error={errors.careerInterests?.message}
        {...register('careerInterests')}
      />
      <TextField
        type="url"
        placeholder="https://www.linkedin.com/in/…"
        {...required('linkedinProfile', props)}
      />
      <TextField type="url" placeholder="https://github.com/…" {...required('githubProfile', props)} />
      <TextField type="url" placeholder="https://…" {...required('portfolioLink', props)} />
      <SelectField options={CONTACT_PREFERENCES} {...required('contactPreference', props)} />
      <TextArea
        wrapperClassName="sm:col-span-2"
        maxLength={B.bioMax}
        placeholder="Your journey, what you can help students with, and how you like to mentor."
        {...required('bio', props)}
      />
    </>
  );
}

const STEP_COMPONENTS = [PersonalStep, ProfessionalStep, SkillsStep] as const;

export function AlumniStepFields({ step, ...props }: StepProps & { step: number }) {
  const Step = STEP_COMPONENTS[step] ?? PersonalStep;
  return <Step {...props} />;
}
