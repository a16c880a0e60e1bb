import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { mentorSessionKeys } from '@/features/mentor-sessions/mentor-sessions-query-keys';
import { mentorshipKeys } from '@/features/mentorship/mentorship-query-keys';
import { MentorshipSpace } from '@/features/mentorship-space/components/mentorship-space';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

export default function MentorshipSpacePage() {
  const { mentorshipId = '' } = useParams();
  const role = useSession()?.role;
  const queryClient = useQueryClient();
  // Ending changes the request lists and cancels sessions that other pages keep.
  const refreshOthers = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: mentorshipKeys.all }),
      queryClient.invalidateQueries({ queryKey: mentorSessionKeys.all }),
    ]);
  return (
    <PageContainer>
      <title>Mentorship Space · MentorBridge</title>
      <PageHeader
        title="Mentorship Space"
        description="Shared goals, sessions and notes of one mentorship."
        actions={
          role === 'admin' ? (
            <Link to={paths.mentorshipDashboard} className={buttonClasses('secondary')}>
              Mentorship Dashboard
            </Link>
          ) : (
            <>
              <Link to={paths.mySessions} className={buttonClasses('secondary')}>
                My Sessions
              </Link>
              <Link
                to={role === 'alumni' ? paths.mentorshipDashboard : paths.mentorship}
                className={buttonClasses('secondary')}
              >
                {role === 'alumni' ? 'Mentorship Dashboard' : 'My Mentorship Requests'}
              </Link>
            </>
          )
        }
      />
      <MentorshipSpace mentorshipId={mentorshipId} onEnded={refreshOthers} />
    </PageContainer>
  );
}
