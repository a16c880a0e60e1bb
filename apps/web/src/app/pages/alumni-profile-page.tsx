import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAlumniProfile } from '@/features/profiles/api/get-alumni-profile';
import { AlumniProfileView } from '@/features/profiles/components/alumni-profile-view';
import { ProfileLoadError, ProfileLoading } from '@/features/profiles/components/profile-load-state';
import { PageContainer } from '../layouts/page-container';

export default function AlumniProfilePage() {
  const { data, isPending, isError, refetch, isFetching } = useAlumniProfile();
  return (
    <PageContainer>
      <title>My Profile · MentorBridge</title>
      <PageHeader
        title="My Profile"
        description="How students see you, and how complete your profile is."
        actions={
          <Link to={paths.completeAlumniProfile} className={buttonClasses('primary', 'md', 'no-underline')}>
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
        <AlumniProfileView data={data} />
      )}
    </PageContainer>
  );
}
