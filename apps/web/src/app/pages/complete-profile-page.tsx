import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useStudentProfile } from '@/features/profiles/api/get-student-profile';
import { StudentWizard } from '@/features/profiles/components/student-wizard';
import { WizardLoading } from '@/features/profiles/components/wizard-loading';
import { toStudentFormValues } from '@/features/profiles/profile-fields';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

/** If the stored profile cannot be loaded the wizard starts empty, without a message. */
export default function CompleteProfilePage() {
  const { data, isPending } = useStudentProfile({ isPrefill: true });
  const session = useSession();
  // Fixed on open: saving the last step completes the profile, and the title must not change then.
  const [isEditing] = useState(() => session?.isProfileComplete === true);
  const title = isEditing ? 'Edit your student profile' : 'Complete your student profile';
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <title>{`${title} · MentorBridge`}</title>
        <PageHeader
          title={title}
          description="Tell alumni about yourself so they can guide you better. Fields marked * are required."
        />
        {isPending ? (
          <WizardLoading />
        ) : (
          <StudentWizard initialValues={toStudentFormValues(data?.profile, data?.name)} />
        )}
      </div>
    </PageContainer>
  );
}
