import type { ReactNode } from 'react';

const STAT_TONES = {
  indigo: 'bg-indigo-50 text-indigo-700',
  amber: 'bg-amber-50 text-amber-700',
  green: 'bg-green-50 text-green-700',
  orange: 'bg-orange-50 text-orange-700',
  red: 'bg-red-50 text-red-700',
  slate: 'bg-slate-100 text-slate-700',
} as const;

export interface StatTileProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: keyof typeof STAT_TONES;
  note?: string;
}

/** A <div> holding only its <dt> and <dd>s, as a <dl> requires. */
export function StatTile({ label, value, icon, tone = 'indigo', note }: StatTileProps) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        {icon ? (
          <span
            className={`hidden size-8 shrink-0 items-center justify-center rounded-lg sm:inline-flex ${STAT_TONES[tone]}`}
          >
            {icon}
          </span>
        ) : null}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}
