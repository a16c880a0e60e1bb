import { PageHeader } from '@/components/ui/page-header';
import { useStudentProfile } from '@/features/profiles/api/get-student-profile';
import { StudentWizard } from '@/features/profiles/components/student-wizard';
import { WizardLoading } from '@/features/profiles/components/wizard-loading';
import { toStudentFormValues } from '@/features/profiles/profile-fields';
import { PageContainer } from '../layouts/page-container';

/**
 * The student profile wizard (part 1 section 2). The stored profile prefills it; if it cannot be loaded
 * the wizard starts empty without a message (part 1 section 8).
 */
export default function CompleteProfilePage() {
  const { data, isPending } = useStudentProfile({ isPrefill: true });
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <title>Complete your student profile · MentorBridge</title>
        <PageHeader
          title="Complete your student profile"
          description="Tell alumni about yourself so they can guide you better. Fields marked * are required."
        />
        {isPending ? <WizardLoading /> : <StudentWizard initialValues={toStudentFormValues(data?.profile)} />}
      </div>
    </PageContainer>
  );
}
