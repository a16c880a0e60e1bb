import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { MySessions } from '@/features/mentor-sessions/components/my-sessions';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

export default function MySessionsPage() {
  const isAlumni = useSession()?.role === 'alumni';
  return (
    <PageContainer>
      <title>My Sessions · MentorBridge</title>
      <PageHeader
        title="My Sessions"
        description={
          isAlumni
            ? 'The 1:1 sessions students have booked with you.'
            : 'The 1:1 sessions you have booked with your mentors.'
        }
        actions={
          isAlumni ? (
            <Link to={paths.mentorAvailability} className={buttonClasses('secondary')}>
              Availability
            </Link>
          ) : (
            <Link to={paths.mentorship} className={buttonClasses('secondary')}>
              My Mentorship Requests
            </Link>
          )
        }
      />
      <MySessions viewerRole={isAlumni ? 'alumni' : 'student'} />
    </PageContainer>
  );
}
