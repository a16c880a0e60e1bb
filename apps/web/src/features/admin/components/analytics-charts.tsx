import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Loaded on demand so recharts lands in a chunk of its own. The drawing is hidden from assistive
 * technology; a table holds the same numbers.
 */

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface BarChartViewProps {
  data: ReadonlyArray<Record<string, string | number>>;
  categoryKey: string;
  series: readonly ChartSeries[];
  layout?: 'columns' | 'rows';
  isStacked?: boolean;
  height?: number;
}

const AXIS_TICK = { fontSize: 12, fill: '#475569' };

export default function BarChartView({
  data,
  categoryKey,
  series,
  layout = 'columns',
  isStacked = false,
  height,
}: BarChartViewProps) {
  const isRows = layout === 'rows';
  const chartHeight = height ?? (isRows ? Math.max(160, data.length * (12 + series.length * 14) + 56) : 260);
  return (
    <div aria-hidden="true" className="w-full" style={{ height: chartHeight }}>
      <BarChart
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: chartHeight }}
        data={data as Record<string, string | number>[]}
        layout={isRows ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 12, bottom: 4, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        {isRows ? (
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
        ) : (
          <XAxis dataKey={categoryKey} tick={AXIS_TICK} interval="preserveStartEnd" />
        )}
        {isRows ? (
          <YAxis type="category" dataKey={categoryKey} width={112} tick={AXIS_TICK} interval={0} />
        ) : (
          <YAxis allowDecimals={false} width={36} tick={AXIS_TICK} />
        )}
        <Tooltip cursor={{ fill: '#eef2ff' }} />
        {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            fill={item.color}
            stackId={isStacked ? 'total' : undefined}
            maxBarSize={isRows ? 22 : 40}
            radius={isStacked ? 0 : 3}
            // No motion for people who asked for less, and nothing half-drawn on resize.
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </div>
  );
}
