import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { RoleNotice } from '@/features/mentorship/components/role-notice';
import { StudentMentorship } from '@/features/mentorship/components/student-mentorship';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

export default function MentorshipPage() {
  const session = useSession();
  const isStudent = session?.role === 'student';
  return (
    <PageContainer>
      <title>My Mentorship Requests · MentorBridge</title>
      {isStudent ? (
        <>
          <PageHeader
            title="My Mentorship Requests"
            description="Track the requests you have sent to alumni mentors and their replies."
            actions={
              <>
                <Link to={paths.mySessions} className={buttonClasses('secondary')}>
                  My Sessions
                </Link>
                <Link to={paths.studentDashboard} className={buttonClasses('secondary')}>
                  Browse Alumni
                </Link>
              </>
            }
          />
          <StudentMentorship />
        </>
      ) : (
        <>
          <PageHeader title="Mentorship Requests" />
          <RoleNotice link={{ to: paths.mentorshipDashboard, label: 'Go to Mentorship Dashboard' }}>
            {session?.role === 'admin'
              ? 'Students send mentorship requests from this page. As an admin, you can review every request on the mentorship dashboard.'
              : 'Students send mentorship requests from this page. As an alumni, you answer the requests sent to you on your mentorship dashboard.'}
          </RoleNotice>
        </>
      )}
    </PageContainer>
  );
}
