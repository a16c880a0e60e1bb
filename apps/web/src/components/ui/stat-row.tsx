import { StatTile, type StatTileProps } from './stat-tile';

export interface StatItem extends Omit<StatTileProps, 'value'> {
  /** Undefined while its load is pending (or failed): shown as '–'. */
  value: StatTileProps['value'] | undefined;
}

interface StatRowProps {
  stats: readonly StatItem[];
  /** The grid: two a row on phones and four from the large breakpoint unless a page needs another. */
  className?: string;
  /** The figures are loading. */
  isBusy?: boolean;
}

/** A row of stat cards above a dashboard tab or list, as one description list. */
export function StatRow({
  stats,
  className = 'grid grid-cols-2 gap-3 lg:grid-cols-4',
  isBusy,
}: StatRowProps) {
  return (
    <dl className={className} aria-busy={isBusy || undefined}>
      {stats.map(({ value, ...stat }) => (
        <StatTile key={stat.label} {...stat} value={value === undefined ? '–' : value} />
      ))}
    </dl>
  );
}
