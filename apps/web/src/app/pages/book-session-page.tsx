import {
  MENTOR_SESSION_LIMITS,
  MENTOR_SESSION_MESSAGES,
  MENTORSHIP_MESSAGES,
  MENTORSHIP_SPACE_MESSAGES,
} from '@mentorbridge/shared';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { BookSession } from '@/features/mentor-sessions/components/book-session';
import { useStudentRequests } from '@/features/mentorship/api/get-student-requests';
import { PageContainer } from '../layouts/page-container';

function Content({ mentorshipId }: { mentorshipId: string }) {
  const requests = useStudentRequests();
  if (requests.isPending) {
    return (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner label="Loading your mentorship" className="size-8" />
      </div>
    );
  }
  if (requests.isError) {
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>{MENTORSHIP_MESSAGES.loadFailed}</span>
          <Button variant="secondary" size="sm" onClick={() => requests.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
  const mentorship = requests.data.find((request) => request._id === mentorshipId);
  if (mentorship?.status !== 'accepted') {
    return (
      <Alert tone="error">
        <p>
          {mentorship?.status === 'ended'
            ? MENTORSHIP_SPACE_MESSAGES.ended
            : mentorship
              ? MENTOR_SESSION_MESSAGES.mentorshipNotAccepted
              : MENTOR_SESSION_MESSAGES.mentorshipNotFound}
        </p>
        <Link to={paths.mentorship} className={buttonClasses('secondary', 'sm', 'mt-3')}>
          My Mentorship Requests
        </Link>
      </Alert>
    );
  }
  return (
    <>
      <p className="mb-4 text-slate-700">
        With <span className="font-semibold">{mentorship.alumni.name}</span>
      </p>
      <BookSession
        mentorshipId={mentorship._id}
        alumniId={mentorship.alumni._id}
        alumniName={mentorship.alumni.name}
      />
    </>
  );
}

export default function BookSessionPage() {
  const { id = '' } = useParams();
  return (
    <PageContainer>
      <title>Book a Session · MentorBridge</title>
      <PageHeader
        title="Book a Session"
        description={`Pick a free time in the next ${MENTOR_SESSION_LIMITS.horizonDays / 7} weeks.`}
        actions={
          <Link to={paths.mySessions} className={buttonClasses('secondary')}>
            My Sessions
          </Link>
        }
      />
      <Content mentorshipId={id} />
    </PageContainer>
  );
}
