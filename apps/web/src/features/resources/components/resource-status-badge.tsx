import { RESOURCE_STATUS_LABELS, type Resource } from '@mentorbridge/shared';
import { CircleCheck, CircleX, Clock } from 'lucide-react';

const STYLES = {
  pending: { classes: 'bg-amber-50 text-amber-800 ring-amber-200', Icon: Clock },
  published: { classes: 'bg-green-50 text-green-800 ring-green-200', Icon: CircleCheck },
  refused: { classes: 'bg-red-50 text-red-800 ring-red-200', Icon: CircleX },
} as const;

interface ResourceStatusBadgeProps {
  resource: Pick<Resource, 'status' | 'refusalReason'>;
  hasReason?: boolean;
}

export function ResourceStatusBadge({ resource, hasReason = false }: ResourceStatusBadgeProps) {
  const { classes, Icon } = STYLES[resource.status] ?? STYLES.pending;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${classes}`}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        {RESOURCE_STATUS_LABELS[resource.status] ?? resource.status}
      </span>
      {hasReason && resource.status === 'refused' && resource.refusalReason ? (
        <span className="max-w-64 text-xs text-red-800">
          <span className="font-semibold">Reason:</span> {resource.refusalReason}
        </span>
      ) : null}
    </span>
  );
}
