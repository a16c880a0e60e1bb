import { ADMIN_MESSAGES } from '@mentorbridge/shared';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { AdminTab } from '../admin-params';
import { useInterviews } from '../api/get-interviews';
import { useLeaderboardTop } from '../api/get-leaderboard-top';
import { useMentorshipRequests } from '../api/get-mentorship-requests';
import { usePlacementResources } from '../api/get-placement-resources';
import { useReports } from '../api/get-reports';
import { useResourceCounts } from '../api/get-resource-counts';
import { useUserStats } from '../api/get-user-stats';
import { useAdminUsers } from '../api/get-users';
import { useAdminParams } from '../use-admin-params';
import { AdminStatCards } from './admin-stat-cards';
import { AnalyticsPanel } from './analytics-panel';
import { AuditLogPanel } from './audit-log-panel';
import { ExportPanel } from './export-panel';
import { PlatformOverview } from './platform-overview';
import { RecentActivity } from './recent-activity';
import { ReportsPanel } from './reports-panel';
import { UserManagement } from './user-management';

const TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  users: 'Users',
  reports: 'Reports',
  audit: 'Audit log',
};

/** 401 (signed out) or 403 (not an admin). */
export function accessMessage(errors: unknown[]): string | null {
  const statuses = errors.map((error) => (error instanceof ApiError ? error.status : 0));
  if (statuses.includes(401)) return ADMIN_MESSAGES.unauthorized;
  if (statuses.includes(403)) return ADMIN_MESSAGES.forbidden;
  return null;
}

/** Every load (the six of part 2 section 7 among them) starts on the first render; each panel shows its failure. */
export function AdminDashboard() {
  const session = useSession();
  const idBase = useId();
  const { params, setParams } = useAdminParams();
  const users = useAdminUsers(params.users);
  const stats = useUserStats();
  const leaderboard = useLeaderboardTop();
  const requests = useMentorshipRequests();
  const interviews = useInterviews();
  const resources = usePlacementResources();
  const resourceCounts = useResourceCounts();
  const reports = useReports(params.reports);

  const denied = accessMessage(
    [users, stats, leaderboard, requests, interviews, resources, resourceCounts, reports].map(
      (query) => query.error,
    ),
  );
  if (denied) return <Alert tone="error" title={denied} />;

  const openReports = reports.data
    ? Object.values(reports.data.openCounts).reduce((sum, count) => sum + (count ?? 0), 0)
    : undefined;
  const counts: Partial<Record<AdminTab, number>> = {
    users: stats.data?.totalUsers ?? users.data?.total,
    reports: openReports,
  };
  const items = (Object.keys(TAB_LABELS) as AdminTab[]).map((value) => ({
    value,
    label: TAB_LABELS[value],
    count: counts[value],
  }));

  return (
    <div className="space-y-6">
      <AdminStatCards
        stats={stats}
        pendingResources={resourceCounts.data?.pending}
        openReports={openReports}
      />
      <div>
        <Tabs
          label="Dashboard sections"
          idBase={idBase}
          items={items}
          value={params.tab}
          onChange={(tab) => setParams({ tab })}
        />
        <TabPanel idBase={idBase} value={params.tab} className="pt-6">
          {params.tab === 'overview' ? (
            <div className="space-y-6">
              <section aria-labelledby="overview-title" className="space-y-4">
                <h2 id="overview-title" className="text-xl font-semibold text-slate-900">
                  Platform overview
                </h2>
                <PlatformOverview
                  leaderboard={leaderboard}
                  requests={requests}
                  interviews={interviews}
                  resources={resources}
                  resourceCounts={resourceCounts}
                />
              </section>
              <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
                <AnalyticsPanel
                  range={params.range}
                  onRange={(range) => setParams({ from: range.from, to: range.to })}
                />
                <div className="space-y-6">
                  <RecentActivity onShowAll={() => setParams({ tab: 'audit' })} />
                  <ExportPanel />
                </div>
              </div>
            </div>
          ) : params.tab === 'users' ? (
            <UserManagement
              params={params.users}
              users={users}
              currentUserId={session?._id}
              setParams={setParams}
            />
          ) : params.tab === 'reports' ? (
            <ReportsPanel params={params.reports} reports={reports} setParams={setParams} />
          ) : (
            <AuditLogPanel params={params.audit} setParams={setParams} />
          )}
        </TabPanel>
      </div>
    </div>
  );
}
