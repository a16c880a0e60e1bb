import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The analytics' bar charts, loaded on demand (React.lazy in analytics-panel.tsx) so recharts lands in a
 * chunk of its own: neither the admin page's chunk nor any other page carries it. The drawing is hidden from
 * assistive technology; the figure around it holds the same numbers as a table.
 */

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface BarChartViewProps {
  data: ReadonlyArray<Record<string, string | number>>;
  /** The key of each row's label (the week, the status, the company). */
  categoryKey: string;
  series: readonly ChartSeries[];
  /** 'columns': categories along the bottom; 'rows': one horizontal bar per category (long labels). */
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
  // One band per category, tall enough for its bars and a two-line label.
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
            // Drawn at once: no motion for people who asked for less, and nothing half-drawn on resize.
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </div>
  );
}
