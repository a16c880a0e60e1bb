import { DASHBOARD_PATH, PROFILE_MESSAGES } from '@mentorbridge/shared';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { usePublicProfile } from '../../features/profiles/api/get-public-profile';
import { ProfileLoading } from '../../features/profiles/components/profile-load-state';
import { PublicAlumniProfile } from '../../features/profiles/components/public-alumni-profile';
import { failureMessage } from '../../features/profiles/failure-message';
import { useSession } from '../../lib/session';
import { PageContainer } from '../layouts/page-container';

/**
 * An alumni's public profile (part 1 section 2), for any signed-in user. Back returns to where the visitor
 * came from, or to their dashboard when the page was opened directly.
 */
export default function AlumniPublicProfilePage() {
  const { id = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isPending, isError, error } = usePublicProfile(id);

  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(session ? DASHBOARD_PATH[session.role] : '/');
  };
  const backButton = (label: string) => (
    <Button variant="ghost" onClick={goBack} className="mb-4 -ml-2">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );

  if (isError) {
    return (
      <PageContainer className="max-w-3xl">
        <title>Profile Not Found · MentorBridge</title>
        <PageHeader title="Profile Not Found" />
        <Alert tone="error">{failureMessage(error, PROFILE_MESSAGES.publicProfileFailed)}</Alert>
        <div className="mt-6">{backButton('Go Back')}</div>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <title>{`${data?.name ?? 'Alumni Profile'} · MentorBridge`}</title>
      {backButton('Back')}
      {isPending ? (
        <>
          <h1 className="sr-only">Alumni Profile</h1>
          <ProfileLoading />
        </>
      ) : (
        <PublicAlumniProfile user={data} canRequestMentorship={session?.role === 'student'} />
      )}
    </PageContainer>
  );
}
