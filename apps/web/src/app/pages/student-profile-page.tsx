import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useStudentProfile } from '@/features/profiles/api/get-student-profile';
import { ProfileLoadError, ProfileLoading } from '@/features/profiles/components/profile-load-state';
import { StudentProfileView } from '@/features/profiles/components/student-profile-view';
import { PageContainer } from '../layouts/page-container';

export default function StudentProfilePage() {
  const { data, isPending, isError, refetch, isFetching } = useStudentProfile();
  return (
    <PageContainer>
      <title>My Profile · MentorBridge</title>
      <PageHeader
        title="My Profile"
        description="How alumni see you, and how complete your profile is."
        actions={
          <Link to={paths.completeProfile} className={buttonClasses('primary', 'md', 'no-underline')}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Profile
          </Link>
        }
      />
      {isPending ? (
        <ProfileLoading />
      ) : isError ? (
        <ProfileLoadError onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : (
        <StudentProfileView data={data} />
      )}
    </PageContainer>
  );
}
