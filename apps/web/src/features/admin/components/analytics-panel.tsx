import { type Analytics, analyticsQuerySchema } from '@mentorbridge/shared';
import { ChartColumn, Clock, Percent, Presentation, Reply } from 'lucide-react';
import { type FormEvent, lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { StatRow } from '@/components/ui/stat-row';
import { formatDay, formatHours, formatPercent, formatWeek, ROLE_LABELS } from '../admin-format';
import type { AnalyticsRange } from '../admin-params';
import { useAnalytics } from '../api/get-analytics';
import { ChartFigure } from './chart-figure';
import { LoadState } from './load-state';
import { Panel } from './panel';
import { RecommendationAnalytics } from './recommendation-analytics';
import { SessionAnalytics } from './session-analytics';

const BarChartView = lazy(() => import('./analytics-charts'));

const COLORS = { student: '#4f46e5', alumni: '#0d9488', admin: '#d97706', reads: '#94a3b8' } as const;

interface AnalyticsPanelProps {
  range: AnalyticsRange;
  onRange: (range: AnalyticsRange) => void;
}

function RangeForm({ range, onRange }: AnalyticsPanelProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | undefined>();
  const [seen, setSeen] = useState(range);
  if (seen !== range) {
    setSeen(range);
    setFrom(range.from);
    setTo(range.to);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = analyticsQuerySchema.safeParse({ from, to });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onRange({ from, to });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Analytics period"
      className="flex flex-wrap items-start gap-3"
    >
      <TextField
        label="From"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => setFrom(event.target.value)}
        error={error}
        wrapperClassName="w-40"
      />
      <TextField
        label="To"
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => setTo(event.target.value)}
        wrapperClassName="w-40"
      />
      <div className="flex gap-2 pt-6">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        {range.from || range.to ? (
          <Button
            variant="ghost"
            onClick={() => {
              setError(undefined);
              onRange({ from: '', to: '' });
            }}
          >
            Last 12 weeks
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function AnalyticsFigures({ data }: { data: Analytics }) {
  const signups = data.signupsByWeek.map((row) => ({
    week: formatWeek(row.week),
    student: row.signups.student,
    alumni: row.signups.alumni,
    admin: row.signups.admin,
  }));
  const byStatus = Object.entries(data.mentorship.byStatus).map(([status, count]) => ({ status, count }));
  const categories = data.workshops.topCategories.map((row) => ({ ...row }));
  const companies = data.topCompanies.map((row) => ({ ...row }));
  const contributors = data.topContributors.map((row) => ({ name: row.name, points: row.points }));

  return (
    <div className="space-y-4">
      <StatRow
        stats={[
          {
            label: 'Median time to answer',
            value: formatHours(data.mentorship.medianHoursToAnswer),
            icon: <Clock className="size-4" />,
          },
          {
            label: 'Response rate',
            value: formatPercent(data.mentorship.responseRate),
            icon: <Reply className="size-4" />,
            tone: 'green',
          },
          {
            label: 'Workshops held',
            value: data.workshops.held,
            icon: <Presentation className="size-4" />,
            tone: 'slate',
          },
          {
            label: 'Attendance rate',
            value: formatPercent(data.workshops.attendanceRate),
            icon: <Percent className="size-4" />,
            tone: 'amber',
          },
        ]}
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <ChartFigure
          id="chart-signups"
          title="Sign-ups per week by role"
          emptyText="No week in this period."
          table={{
            columns: ['Week of', 'Students', 'Alumni', 'Admins', 'Profiles completed'],
            rows: data.signupsByWeek.map((row) => [
              formatWeek(row.week),
              row.signups.student,
              row.signups.alumni,
              row.signups.admin,
              row.completedProfiles.student + row.completedProfiles.alumni + row.completedProfiles.admin,
            ]),
          }}
        >
          <BarChartView
            data={signups}
            categoryKey="week"
            isStacked
            series={(['student', 'alumni', 'admin'] as const).map((role) => ({
              key: role,
              label: ROLE_LABELS[role],
              color: COLORS[role],
            }))}
          />
        </ChartFigure>
        <ChartFigure
          id="chart-requests"
          title="Mentorship requests by status"
          emptyText="No request was sent in this period."
          table={{ columns: ['Status', 'Requests'], rows: byStatus.map((row) => [row.status, row.count]) }}
        >
          <BarChartView
            data={byStatus}
            categoryKey="status"
            series={[{ key: 'count', label: 'Requests', color: COLORS.student }]}
          />
        </ChartFigure>
        <ChartFigure
          id="chart-categories"
          title="Most-booked workshop categories"
          emptyText="No workshop was booked in this period."
          table={{
            columns: ['Category', 'Bookings'],
            rows: categories.map((row) => [row.category, row.bookings]),
          }}
        >
          <BarChartView
            data={categories}
            categoryKey="category"
            layout="rows"
            series={[{ key: 'bookings', label: 'Bookings', color: COLORS.alumni }]}
          />
        </ChartFigure>
        <ChartFigure
          id="chart-companies"
          title="Most-read companies"
          emptyText="No company was read about in this period."
          table={{
            columns: ['Company', 'Experiences', 'Reads'],
            rows: companies.map((row) => [row.company, row.experiences, row.reads]),
          }}
        >
          <BarChartView
            data={companies}
            categoryKey="company"
            layout="rows"
            series={[
              { key: 'reads', label: 'Reads', color: COLORS.student },
              { key: 'experiences', label: 'Experiences', color: COLORS.reads },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          id="chart-contributors"
          title="Top contributors"
          emptyText="Nobody earned points in this period."
          table={{
            columns: ['Contributor', 'Role', 'Points'],
            rows: data.topContributors.map((row) => [
              row.name,
              ROLE_LABELS[row.role] ?? row.role,
              row.points,
            ]),
          }}
        >
          <BarChartView
            data={contributors}
            categoryKey="name"
            layout="rows"
            series={[{ key: 'points', label: 'Points', color: COLORS.admin }]}
          />
        </ChartFigure>
      </div>
    </div>
  );
}

export function AnalyticsPanel({ range, onRange }: AnalyticsPanelProps) {
  const analytics = useAnalytics(range);
  const data = analytics.data;
  return (
    <Panel
      id="analytics-title"
      title="Analytics"
      icon={<ChartColumn className="size-4" />}
      actions={
        analytics.isFetching && data ? <Spinner label="Updating analytics" className="size-4" /> : null
      }
    >
      <div className="space-y-4">
        <RangeForm range={range} onRange={onRange} />
        <LoadState query={analytics} label="analytics">
          {data ? (
            <>
              <p className="text-sm text-slate-600">
                From {formatDay(`${data.from}T12:00:00Z`)} to {formatDay(`${data.to}T12:00:00Z`)}
              </p>
              <AnalyticsFigures data={data} />
            </>
          ) : null}
        </LoadState>
        <SessionAnalytics range={range} />
        <RecommendationAnalytics />
      </div>
    </Panel>
  );
}
