import type { RequestStatus } from '@mentorbridge/shared';
import { Archive, CircleCheck, CircleX, Clock, Flag } from 'lucide-react';

const STATUS_LOOK = {
  pending: { label: 'Pending', classes: 'bg-amber-50 text-amber-800 ring-amber-200', Icon: Clock },
  accepted: { label: 'Accepted', classes: 'bg-green-50 text-green-800 ring-green-200', Icon: CircleCheck },
  rejected: { label: 'Rejected', classes: 'bg-red-50 text-red-800 ring-red-200', Icon: CircleX },
  archived: { label: 'Archived', classes: 'bg-slate-100 text-slate-700 ring-slate-200', Icon: Archive },
  ended: { label: 'Ended', classes: 'bg-slate-100 text-slate-700 ring-slate-200', Icon: Flag },
} as const satisfies Record<RequestStatus, unknown>;

export const STATUS_LABELS: Record<RequestStatus, string> = {
  pending: STATUS_LOOK.pending.label,
  accepted: STATUS_LOOK.accepted.label,
  rejected: STATUS_LOOK.rejected.label,
  archived: STATUS_LOOK.archived.label,
  ended: STATUS_LOOK.ended.label,
};

/** The word is always there; colour only repeats it. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { label, classes, Icon } = STATUS_LOOK[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${classes}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}

export function RequestTypeTag({ type }: { type: string }) {
  return (
    <span className="inline-flex items-center rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700">
      {type}
    </span>
  );
}
