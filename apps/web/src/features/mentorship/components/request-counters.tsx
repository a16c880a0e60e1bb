import type { StudentRequest } from '@mentorbridge/shared';
import { CircleCheck, CircleX, Clock, Inbox } from 'lucide-react';

export function countRequests(requests: readonly StudentRequest[]) {
  const count = (status: StudentRequest['status']) => requests.filter((r) => r.status === status).length;
  return {
    pending: count('pending'),
    accepted: count('accepted'),
    rejected: count('rejected'),
    total: requests.length,
  };
}

const COUNTERS = [
  { key: 'pending', label: 'Pending', Icon: Clock, classes: 'bg-amber-50 text-amber-700' },
  { key: 'accepted', label: 'Accepted', Icon: CircleCheck, classes: 'bg-green-50 text-green-700' },
  { key: 'rejected', label: 'Rejected', Icon: CircleX, classes: 'bg-red-50 text-red-700' },
  { key: 'total', label: 'Total Requests', Icon: Inbox, classes: 'bg-indigo-50 text-indigo-700' },
] as const;

export function RequestCounters({ requests }: { requests: readonly StudentRequest[] }) {
  const counts = countRequests(requests);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {COUNTERS.map(({ key, label, Icon, classes }) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <span className={`inline-flex size-8 shrink-0 items-center justify-center rounded-lg ${classes}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {label}
          </dt>
          <dd className="mt-2 text-2xl font-bold text-slate-900">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
