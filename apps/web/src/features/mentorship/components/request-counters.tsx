import type { StudentRequest } from '@mentorbridge/shared';
import { CircleCheck, CircleX, Clock, Inbox } from 'lucide-react';
import { StatRow } from '@/components/ui/stat-row';

export function countRequests(requests: readonly StudentRequest[]) {
  const count = (status: StudentRequest['status']) => requests.filter((r) => r.status === status).length;
  return {
    pending: count('pending'),
    accepted: count('accepted'),
    rejected: count('rejected'),
    total: requests.length,
  };
}

const ICON = 'size-4';

export function RequestCounters({ requests }: { requests: readonly StudentRequest[] }) {
  const counts = countRequests(requests);
  return (
    <StatRow
      stats={[
        {
          label: 'Pending',
          value: counts.pending,
          tone: 'amber',
          icon: <Clock className={ICON} aria-hidden="true" />,
        },
        {
          label: 'Accepted',
          value: counts.accepted,
          tone: 'green',
          icon: <CircleCheck className={ICON} aria-hidden="true" />,
        },
        {
          label: 'Rejected',
          value: counts.rejected,
          tone: 'red',
          icon: <CircleX className={ICON} aria-hidden="true" />,
        },
        {
          label: 'Total Requests',
          value: counts.total,
          tone: 'indigo',
          icon: <Inbox className={ICON} aria-hidden="true" />,
        },
      ]}
    />
  );
}
