import type { StudentRequest } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { studentRequestsQuery } from '../api/get-student-requests';

const NONE: ReadonlySet<string> = new Set();

function pendingAlumniIds(requests: StudentRequest[]): ReadonlySet<string> {
  return new Set(
    requests.filter((request) => request.status === 'pending').map((request) => request.alumni._id),
  );
}

/**
 * Shares the student's request-list cache, so a request sent or withdrawn anywhere updates it.
 * Empty for other roles.
 */
export function usePendingMentorIds(): ReadonlySet<string> {
  const session = useSession();
  const { data } = useQuery({
    ...studentRequestsQuery(),
    enabled: session?.role === 'student',
    select: pendingAlumniIds,
  });
  return data ?? NONE;
}
