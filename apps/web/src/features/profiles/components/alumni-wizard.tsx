import { alumniProfileSchema } from '@mentorbridge/shared';
import { useForm } from 'react-hook-form';
import { paths } from '@/config/paths';
import { useUpdateAlumniProfile } from '../api/update-alumni-profile';
import { type AlumniFormValues, toAlumniBody } from '../profile-fields';
import { createProfileResolver } from '../profile-resolver';
import { useProfileWizard } from '../use-profile-wizard';
import { ALUMNI_STEPS } from '../wizard-steps';
import { AlumniStepFields } from './alumni-wizard-steps';
import { WizardShell } from './wizard-shell';

const resolver = createProfileResolver(alumniProfileSchema, toAlumniBody);
const TITLES = ALUMNI_STEPS.map((step) => step.title);

/** No step rule of its own: Next checks the step's required inputs with the shared schema. */
export function AlumniWizard({ initialValues }: { initialValues: AlumniFormValues }) {
  const form = useForm<AlumniFormValues>({ defaultValues: initialValues, resolver });
  const mutation = useUpdateAlumniProfile();
  const wizard = useProfileWizard({
    form,
    steps: ALUMNI_STEPS,
    toBody: toAlumniBody,
    mutation,
    redirectTo: paths.alumniDashboard,
  });

  return (
    <WizardShell titles={TITLES} wizard={wizard}>
      <AlumniStepFields step={wizard.step} register={form.register} errors={form.formState.errors} />
    </WizardShell>
  );
}
