import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AvailabilitySettings } from '@/features/mentor-sessions/components/availability-settings';
import { PageContainer } from '../layouts/page-container';

export default function AvailabilityPage() {
  return (
    <PageContainer>
      <title>Availability · MentorBridge</title>
      <PageHeader
        title="Availability"
        description="When the students you mentor can book a 1:1 session with you."
        actions={
          <>
            <Link to={paths.mySessions} className={buttonClasses('secondary')}>
              My Sessions
            </Link>
            <Link to={paths.mentorshipDashboard} className={buttonClasses('secondary')}>
              Mentorship Dashboard
            </Link>
          </>
        }
      />
      <AvailabilitySettings />
    </PageContainer>
  );
}
