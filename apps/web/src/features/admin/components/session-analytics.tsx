import type { SessionAnalytics as SessionFigures } from '@mentorbridge/shared';
import { CalendarCheck, CalendarPlus, Hourglass, UserX } from 'lucide-react';
import { lazy } from 'react';
import { StatRow } from '@/components/ui/stat-row';
import { formatHoursOrDays, formatPercent, formatWeek } from '../admin-format';
import type { AnalyticsRange } from '../admin-params';
import { useSessionAnalytics } from '../api/get-session-analytics';
import { ChartFigure } from './chart-figure';
import { LoadState } from './load-state';

const BarChartView = lazy(() => import('./analytics-charts'));

const COLORS = { booked: '#4f46e5', completed: '#0d9488' } as const;

const countOf = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

function SessionFiguresView({ data }: { data: SessionFigures }) {
  const hasSessions = data.booked + data.completed + data.noShows > 0;
  const weeks = data.byWeek.map((row) => ({ ...row, week: formatWeek(row.week) }));
  const held = data.completed + data.noShows;
  return (
    <div className="space-y-4">
      <StatRow
        stats={[
          {
            label: 'Sessions booked',
            value: data.booked,
            icon: <CalendarPlus className="size-4" />,
            note: `${data.cancelled} cancelled since`,
          },
          {
            label: 'Sessions completed',
            value: data.completed,
            icon: <CalendarCheck className="size-4" />,
            tone: 'green',
          },
          {
            label: 'No-show rate',
            value: formatPercent(data.noShowRate),
            icon: <UserX className="size-4" />,
            tone: 'amber',
            note: held > 0 ? `Of ${countOf(held, 'session')} held` : 'No session held yet',
          },
          {
            label: 'Median time to first session',
            value: formatHoursOrDays(data.medianHoursToFirstSession),
            icon: <Hourglass className="size-4" />,
            tone: 'slate',
            note:
              data.firstSessions > 0
                ? `From acceptance, over ${countOf(data.firstSessions, 'mentorship')}`
                : 'No accepted mentorship has a session yet',
          },
        ]}
      />
      <ChartFigure
        id="chart-sessions"
        title="Mentor sessions per week"
        emptyText="No session was booked or held in this period."
        table={{
          columns: ['Week of', 'Booked', 'Completed'],
          rows: hasSessions ? weeks.map((row) => [row.week, row.booked, row.completed]) : [],
        }}
      >
        <BarChartView
          data={weeks}
          categoryKey="week"
          series={[
            { key: 'booked', label: 'Booked', color: COLORS.booked },
            { key: 'completed', label: 'Completed', color: COLORS.completed },
          ]}
        />
      </ChartFigure>
    </div>
  );
}

/** Its own load: the sessions' figures fail or arrive apart from the rest of the analytics. */
export function SessionAnalytics({ range }: { range: AnalyticsRange }) {
  const sessions = useSessionAnalytics(range);
  return (
    <section aria-labelledby="session-analytics-title" className="space-y-3 border-t border-slate-200 pt-4">
      <h4 id="session-analytics-title" className="text-sm font-semibold text-slate-900">
        Mentor sessions
      </h4>
      <LoadState query={sessions} label="session analytics">
        {sessions.data ? <SessionFiguresView data={sessions.data} /> : null}
      </LoadState>
    </section>
  );
}
