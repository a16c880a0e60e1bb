import { MENTORSHIP_MESSAGES } from '@mentorbridge/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AdminRequestsTable } from '@/features/mentorship/components/admin-requests-table';
import { AlumniDashboard } from '@/features/mentorship/components/alumni-dashboard';
import { PausedRequestsBanner } from '@/features/mentorship/components/paused-requests-banner';
import { RoleNotice } from '@/features/mentorship/components/role-notice';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

export default function MentorshipDashboardPage() {
  const role = useSession()?.role;
  return (
    <PageContainer>
      <title>Mentorship Dashboard · MentorBridge</title>
      <PageHeader
        title="Mentorship Dashboard"
        description={
          role === 'alumni'
            ? 'Answer the mentorship requests students have sent you.'
            : role === 'admin'
              ? 'Every mentorship request on the platform, read-only.'
              : undefined
        }
        actions={
          role === 'alumni' ? (
            <>
              <Link to={paths.mentorAvailability} className={buttonClasses('secondary')}>
                Availability
              </Link>
              <Link to={paths.mySessions} className={buttonClasses('secondary')}>
                My Sessions
              </Link>
            </>
          ) : undefined
        }
      />
      {role === 'alumni' ? (
        <>
          <PausedRequestsBanner />
          <AlumniDashboard />
        </>
      ) : role === 'admin' ? (
        <AdminRequestsTable />
      ) : (
        <RoleNotice
          link={role === 'student' ? { to: paths.mentorship, label: 'My Mentorship Requests' } : undefined}
        >
          {MENTORSHIP_MESSAGES.dashboardAlumniOnly}
        </RoleNotice>
      )}
    </PageContainer>
  );
}
