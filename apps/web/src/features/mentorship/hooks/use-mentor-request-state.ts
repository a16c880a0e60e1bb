import type { StudentRequest } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { studentRequestsQuery } from '../api/get-student-requests';

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
 * Shares the student's request-list cache, so a request sent or withdrawn anywhere updates it.
 * Null for other roles.
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
