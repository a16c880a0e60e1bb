import { StatTile, type StatTileProps } from './stat-tile';

export interface StatItem extends Omit<StatTileProps, 'value'> {
  value: StatTileProps['value'] | undefined;
}

interface StatRowProps {
  stats: readonly StatItem[];
  className?: string;
  isBusy?: boolean;
}

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
