import {
  CONTACT_PREFERENCES,
  CURRENT_YEARS,
  GENDERS,
  INTERVIEW_EXPERIENCE_LEVELS,
  PREPARATION_STATUSES,
  PROFILE_BOUNDS,
} from '@mentorbridge/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextArea, TextField } from '@/components/ui/field';
import type { StudentFormValues } from '../profile-fields';
import { LIST_HINT, TARGET_LIST_HINT } from '../wizard-steps';
import { NAME_HINT_ID, NameHint } from './name-hint';

const TODAY = () => new Date().toISOString().slice(0, 10);
const B = PROFILE_BOUNDS;

interface StepProps {
  register: UseFormRegister<StudentFormValues>;
  errors: FieldErrors<StudentFormValues>;
}

function PersonalStep({ register, errors }: StepProps) {
  return (
    <>
      <NameHint />
      <TextField
        label="First Name"
        autoComplete="given-name"
        aria-describedby={NAME_HINT_ID}
        maxLength={60}
        required
        isRequired
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        aria-describedby={NAME_HINT_ID}
        maxLength={60}
        required
        isRequired
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <SelectField
        label="Gender"
        placeholder="Select gender"
        options={GENDERS}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <TextField
        label="Date of Birth"
        type="date"
        max={TODAY()}
        error={errors.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
      <TextArea
        label="About Me"
        wrapperClassName="sm:col-span-2"
        maxLength={B.bioMax}
        placeholder="A few lines about you, your goals and what you are looking for."
        error={errors.bio?.message}
        {...register('bio')}
      />
    </>
  );
}

function AcademicStep({ register, errors }: StepProps) {
  return (
    <>
      <TextField
        label="College Name"
        maxLength={B.textMax}
        required
        isRequired
        error={errors.collegeName?.message}
        {...register('collegeName')}
      />
      <TextField
        label="University Name"
        maxLength={B.textMax}
        error={errors.universityName?.message}
        {...register('universityName')}
      />
      <TextField
        label="Branch"
        maxLength={100}
        placeholder="e.g. Computer Science"
        required
        isRequired
        error={errors.branch?.message}
        {...register('branch')}
      />
      <SelectField
        label="Current Year"
        placeholder="Select year"
        options={CURRENT_YEARS.map((year) => ({ value: String(year), label: `Year ${year}` }))}
        required
        isRequired
        error={errors.currentYear?.message}
        {...register('currentYear')}
      />
      <TextField
        label="Graduation Year"
        type="number"
        inputMode="numeric"
        min={B.studentGraduationYear.min}
        max={B.studentGraduationYear.max}
        step={1}
        hint={`${B.studentGraduationYear.min} to ${B.studentGraduationYear.max}`}
        required
        isRequired
        error={errors.graduationYear?.message}
        {...register('graduationYear')}
      />
      <TextField
        label="Enrollment Number"
        maxLength={60}
        error={errors.enrollmentNumber?.message}
        {...register('enrollmentNumber')}
      />
      <TextField
        label="CGPA"
        type="number"
        inputMode="decimal"
        min={B.cgpa.min}
        max={B.cgpa.max}
        step={B.cgpa.step}
        hint="0 to 10, up to two decimals"
        required
        isRequired
        error={errors.cgpa?.message}
        {...register('cgpa')}
      />
      <TextField
        label="Backlogs"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint="Enter 0 if you have none"
        required
        isRequired
        error={errors.backlogs?.message}
        {...register('backlogs')}
      />
    </>
  );
}

function SkillsStep({ register, errors }: StepProps) {
  return (
    <>
      <TextField
        label="Technical Skills"
        placeholder="e.g. Java, React, SQL"
        hint={LIST_HINT}
        required
        isRequired
        error={errors.technicalSkills?.message}
        {...register('technicalSkills')}
      />
      <TextField
        label="Career Interests"
        placeholder="e.g. Web Development, Data Science"
        hint={LIST_HINT}
        required
        isRequired
        error={errors.careerInterests?.message}
        {...register('careerInterests')}
      />
      <TextField
        label="Soft Skills"
        placeholder="e.g. Communication, Teamwork"
        hint={LIST_HINT}
        error={errors.softSkills?.message}
        {...register('softSkills')}
      />
      <TextField
        label="Target Companies"
        placeholder="e.g. Google, Infosys"
        hint={TARGET_LIST_HINT}
        error={errors.preferredCompanies?.message}
        {...register('preferredCompanies')}
      />
      <TextField
        label="Target Roles"
        placeholder="e.g. Backend Developer, Data Engineer"
        hint={TARGET_LIST_HINT}
        error={errors.targetRoles?.message}
        {...register('targetRoles')}
      />
      <TextField
        label="Interested Job Role"
        maxLength={100}
        placeholder="e.g. Backend Developer"
        error={errors.interestedJobRole?.message}
        {...register('interestedJobRole')}
      />
      <SelectField
        label="Interview Experience Level"
        placeholder="Select level"
        options={INTERVIEW_EXPERIENCE_LEVELS}
        error={errors.interviewExperienceLevel?.message}
        {...register('interviewExperienceLevel')}
      />
      <SelectField
        label="Interview Preparation Status"
        placeholder="Select status"
        options={PREPARATION_STATUSES}
        error={errors.interviewPreparationStatus?.message}
        {...register('interviewPreparationStatus')}
      />
    </>
  );
}

function ContactStep({ register, errors }: StepProps) {
  return (
    <>
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <SelectField
        label="Contact Preference"
        options={CONTACT_PREFERENCES}
        error={errors.contactPreference?.message}
        {...register('contactPreference')}
      />
      <p className="text-sm text-slate-600 sm:col-span-2">
        Either LinkedIn Profile or Resume Link is required.
      </p>
      <TextField
        label="LinkedIn Profile"
        type="url"
        placeholder="https://www.linkedin.com/in/…"
        error={errors.linkedinProfile?.message}
        {...register('linkedinProfile')}
      />
      <TextField
        label="Resume Link"
        type="url"
        placeholder="https://…"
        error={errors.resumeLink?.message}
        {...register('resumeLink')}
      />
      <TextField
        label="GitHub Profile"
        type="url"
        placeholder="https://github.com/…"
        error={errors.githubProfile?.message}
        {...register('githubProfile')}
      />
      <TextField
        label="Portfolio Link"
        type="url"
        placeholder="https://…"
        error={errors.portfolioLink?.message}
        {...register('portfolioLink')}
      />
    </>
  );
}

const STEP_COMPONENTS = [PersonalStep, AcademicStep, SkillsStep, ContactStep] as const;

export function StudentStepFields({ step, ...props }: StepProps & { step: number }) {
  const Step = STEP_COMPONENTS[step] ?? PersonalStep;
  return <Step {...props} />;
}
