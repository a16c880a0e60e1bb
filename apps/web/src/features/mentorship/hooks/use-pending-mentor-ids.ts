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
 * The ids of the alumni the signed-in student has a pending request with (part 2 section 2.4: their
 * directory card shows a disabled 'Request Sent'). Shares the cache of the student's request list, so a
 * request sent or withdrawn anywhere updates it. Empty while loading, on failure, and for other roles
 * (the list is a student-only call).
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
