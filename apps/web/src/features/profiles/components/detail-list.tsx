import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Side by side when the card is wide enough (a container query, so narrow side cards stack them). */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <dl className="@container divide-y divide-slate-100">
      {items.map(({ label, value }) => (
        <div key={label} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0 @sm:flex-row @sm:gap-4">
          <dt className="text-sm text-slate-600 @sm:w-40 @sm:shrink-0">{label}</dt>
          <dd className="min-w-0 text-sm font-medium text-slate-900">
            {isEmpty(value) ? <span className="font-normal text-slate-500">Not provided</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
