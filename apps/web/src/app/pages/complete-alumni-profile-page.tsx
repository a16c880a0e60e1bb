import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useAlumniProfile } from '@/features/profiles/api/get-alumni-profile';
import { AlumniWizard } from '@/features/profiles/components/alumni-wizard';
import { WizardLoading } from '@/features/profiles/components/wizard-loading';
import { toAlumniFormValues } from '@/features/profiles/profile-fields';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

/**
 * The alumni profile wizard (part 1 section 2). The stored profile prefills it; if it cannot be loaded the
 * wizard starts empty without a message (part 1 section 8).
 */
export default function CompleteAlumniProfilePage() {
  const { data, isPending } = useAlumniProfile({ isPrefill: true });
  const session = useSession();
  // Fixed when the page opens: saving the last step completes the profile, and the title should not
  // change under the success message.
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
        {isPending ? <WizardLoading /> : <AlumniWizard initialValues={toAlumniFormValues(data?.profile)} />}
      </div>
    </PageContainer>
  );
}
