import type { StudentRequest } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { studentRequestsQuery } from '../api/get-student-requests';

/** Where the student stands with one alumni: a request waiting for an answer, an accepted one, or neither. */
export type MentorRequestState = 'pending' | 'accepted' | null;

function stateWith(alumniId: string) {
  return (requests: StudentRequest[]): MentorRequestState => {
    const theirs = requests.filter((request) => request.alumni._id === alumniId);
    if (theirs.some((request) => request.status === 'pending')) return 'pending';
    if (theirs.some((request) => request.status === 'accepted')) return 'accepted';
    return null;
  };
}

/**
 * The signed-in student's state with `alumniId`, for the alumni's public profile: 'pending' shows 'Request
 * Sent' as the directory card does (part 2 section 2.4), 'accepted' the accepted mentorship. Shares the
 * cache of the student's request list, so a request sent or withdrawn anywhere updates it. Null while
 * loading, on failure, and for other roles (the list is a student-only call).
 */
export function useMentorRequestState(alumniId: string): MentorRequestState {
  const session = useSession();
  const { data } = useQuery({
    ...studentRequestsQuery(),
    enabled: session?.role === 'student',
    select: stateWith(alumniId),
  });
  return data ?? null;
}
