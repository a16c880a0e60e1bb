import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useAlumniProfile } from '@/features/profiles/api/get-alumni-profile';
import { AlumniWizard } from '@/features/profiles/components/alumni-wizard';
import { WizardLoading } from '@/features/profiles/components/wizard-loading';
import { toAlumniFormValues } from '@/features/profiles/profile-fields';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

/** If the stored profile cannot be loaded the wizard starts empty, without a message. */
export default function CompleteAlumniProfilePage() {
  const { data, isPending } = useAlumniProfile({ isPrefill: true });
  const session = useSession();
  // Fixed on open: saving the last step completes the profile, and the title must not change then.
  const [isEditing] = useState(() => session?.isProfileComplete === true);
  const title = isEditing ? 'Edit your alumni profile' : 'Complete your alumni profile';
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <title>{`${title} · MentorBridge`}</title>
        <PageHeader
          title={title}
          description="Students find mentors by these details. Fields marked * are required."
        />
        {isPending ? (
          <WizardLoading />
        ) : (
          <AlumniWizard initialValues={toAlumniFormValues(data?.profile, data?.name)} />
        )}
      </div>
    </PageContainer>
  );
}
