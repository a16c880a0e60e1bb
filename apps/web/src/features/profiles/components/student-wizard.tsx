import { STUDENT_STEP_RULES, studentProfileSchema } from '@mentorbridge/shared';
import { useForm } from 'react-hook-form';
import { paths } from '@/config/paths';
import { useUpdateStudentProfile } from '../api/update-student-profile';
import { type StudentFormValues, toStudentBody } from '../profile-fields';
import { createProfileResolver } from '../profile-resolver';
import { useProfileWizard } from '../use-profile-wizard';
import { STUDENT_STEPS } from '../wizard-steps';
import { StudentStepFields } from './student-wizard-steps';
import { WizardShell } from './wizard-shell';

const resolver = createProfileResolver(studentProfileSchema, toStudentBody);
const TITLES = STUDENT_STEPS.map((step) => step.title);

export function StudentWizard({ initialValues }: { initialValues: StudentFormValues }) {
  const form = useForm<StudentFormValues>({ defaultValues: initialValues, resolver });
  const mutation = useUpdateStudentProfile();
  const wizard = useProfileWizard({
    form,
    steps: STUDENT_STEPS,
    stepRules: STUDENT_STEP_RULES,
    toBody: toStudentBody,
    mutation,
    redirectTo: paths.studentDashboard,
  });

  return (
    <WizardShell titles={TITLES} wizard={wizard}>
      <StudentStepFields step={wizard.step} register={form.register} errors={form.formState.errors} />
    </WizardShell>
  );
}
