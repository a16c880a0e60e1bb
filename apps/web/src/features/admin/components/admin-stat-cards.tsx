import type { UserStats } from '@mentorbridge/shared';
import { Activity, Clock, Flag, GraduationCap, Server, TrendingUp, UserPlus, Users } from 'lucide-react';
import { StatRow } from '@/components/ui/stat-row';
import { formatPercent } from '../admin-format';
import { LoadError, type LoadingQuery } from './load-state';

interface AdminStatCardsProps {
  stats: LoadingQuery & { data: UserStats | undefined };
  pendingResources: number | undefined;
  openReports: number | undefined;
}

export function AdminStatCards({ stats, pendingResources, openReports }: AdminStatCardsProps) {
  const data = stats.data;
  return (
    <section aria-labelledby="admin-stats-title" className="space-y-3">
      <h2 id="admin-stats-title" className="sr-only">
        Platform statistics
      </h2>
      {stats.isError ? <LoadError error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      <StatRow
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
        isBusy={stats.isPending}
        stats={[
          { label: 'Total users', value: data?.totalUsers, icon: <Users className="size-4" /> },
          {
            label: 'Students / Alumni',
            value: data ? `${data.students} / ${data.alumni}` : undefined,
            icon: <GraduationCap className="size-4" />,
            tone: 'slate',
          },
          {
            label: 'Active today',
            value: data?.activeToday,
            icon: <Activity className="size-4" />,
            tone: 'green',
          },
          { label: 'New this week', value: data?.newThisWeek, icon: <UserPlus className="size-4" /> },
          {
            label: 'Engagement',
            value: data ? formatPercent(data.engagement) : undefined,
            icon: <TrendingUp className="size-4" />,
            tone: 'green',
          },
          {
            label: 'Server uptime',
            value: data ? formatPercent(data.serverUptime) : undefined,
            icon: <Server className="size-4" />,
            tone: 'slate',
          },
          {
            label: 'Pending resources',
            value: pendingResources,
            icon: <Clock className="size-4" />,
            tone: 'amber',
          },
          { label: 'Open reports', value: openReports, icon: <Flag className="size-4" />, tone: 'amber' },
        ]}
      />
    </section>
  );
}
