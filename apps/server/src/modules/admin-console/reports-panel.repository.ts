import type { ReportKind, ReportReason, ReportStatus } from '@mentorbridge/shared';
import { type SQL, sql } from 'drizzle-orm';
import { companyInsights } from '../../db/schema/company-insights';
import { contentReports } from '../../db/schema/content-reports';
import { interviewExperiences } from '../../db/schema/interview-experiences';
import { mentorSessionReviews } from '../../db/schema/mentor-reviews';
import { resources } from '../../db/schema/resources';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';
import { isoText, rowsOf } from './sql-helpers';

export interface ReportsFilter {
  status: 'open' | 'closed' | 'all';
  kind?: ReportKind;
}

export interface ReportedItemRow {
  id: string;
  kind: ReportKind;
  target_id: string;
  is_open: boolean;
  last_status: ReportStatus;
  report_count: number;
  total: number;
  first_at: string;
  last_at: string;
  resolved_at: string | null;
  experience_company: string | null;
  experience_role: string | null;
  insight_company: string | null;
  resource_title: string | null;
  profile_name: string | null;
  profile_role: string | null;
  review_rating: number | null;
  review_text: string | null;
  review_mentor_id: string | null;
  review_mentor_name: string | null;
  author_id: string | null;
  author_name: string | null;
  reasons: Array<{ reason: ReportReason; count: number }> | null;
  reports: Array<{
    id: string;
    reason: ReportReason;
    details: string;
    reporterId: string;
    reporterName: string;
    createdAt: string;
  }> | null;
  open_counts: Record<string, number> | null;
}

function scopeFilter(filter: ReportsFilter): SQL {
  const status =
    filter.status === 'open'
      ? sql`r.status = 'open'`
      : filter.status === 'closed'
        ? sql`r.status <> 'open'`
        : sql`true`;
  return filter.kind ? sql`${status} and r.kind = ${filter.kind}` : status;
}

const OPEN_COUNTS = sql`(
  select json_object_agg(kind, n) from (
    select kind, count(distinct target_id)::int as n from ${contentReports}
    where status = 'open' group by kind
  ) oc
)`;

/** An item with open reports shows only those; each row carries the total and the open counts. */
export async function listReportedItems(
  executor: Executor,
  filter: ReportsFilter,
  limit: number,
  offset: number,
): Promise<ReportedItemRow[]> {
  const result = await executor.execute(sql`
    with scoped as (
      select r.id, r.kind, r.target_id, r.reporter_id, r.reason, r.details, r.status, r.created_at,
        r.resolved_at, bool_or(r.status = 'open') over (partition by r.kind, r.target_id) as item_open
      from ${contentReports} r
      where ${scopeFilter(filter)}
    ),
    shown as (select * from scoped where status = 'open' or not item_open),
    items as (
      select kind, target_id, bool_or(item_open) as is_open, count(*)::int as report_count,
        min(created_at) as first_at, max(created_at) as last_at, max(resolved_at) as resolved_at,
        (array_agg(id order by created_at desc, id desc))[1] as decide_id,
        (array_agg(status order by resolved_at desc nulls last, created_at desc))[1] as last_status
      from shown group by kind, target_id
    ),
    page as (
      select *, count(*) over ()::int as total from items
      order by report_count desc, last_at desc, kind, target_id
      limit ${limit} offset ${offset}
    )
    select p.decide_id as id, p.kind, p.target_id, p.is_open, p.last_status, p.report_count, p.total,
      ${isoText(sql`p.first_at`)} as first_at, ${isoText(sql`p.last_at`)} as last_at,
      ${isoText(sql`p.resolved_at`)} as resolved_at,
      e.company as experience_company, e.role as experience_role, ci.company as insight_company,
      rs.title as resource_title, pu.name as profile_name, pu.role as profile_role,
      mr.rating as review_rating, left(mr.review, 160) as review_text, mr.alumni_id as review_mentor_id,
      mu.name as review_mentor_name,
      au.id as author_id, au.name as author_name,
      (
        select json_agg(json_build_object('reason', reason, 'count', n) order by n desc, reason)
        from (
          select reason, count(*)::int as n from shown s
          where s.kind = p.kind and s.target_id = p.target_id group by reason
        ) rc
      ) as reasons,
      (
        select json_agg(json_build_object(
          'id', x.id, 'reason', x.reason, 'details', x.details, 'reporterId', x.reporter_id,
          'reporterName', u.name, 'createdAt', ${isoText(sql`x.created_at`)}
        ) order by x.created_at desc, x.id desc)
        from (
          select * from shown s where s.kind = p.kind and s.target_id = p.target_id
          order by s.created_at desc, s.id desc limit 5
        ) x
        join ${users} u on u.id = x.reporter_id
      ) as reports,
      ${OPEN_COUNTS} as open_counts
    from page p
    left join ${interviewExperiences} e on p.kind = 'experience' and e.id = p.target_id
    left join ${companyInsights} ci on p.kind = 'insight' and ci.id = p.target_id
    left join ${resources} rs on p.kind = 'resource' and rs.id = p.target_id
    left join ${users} pu on p.kind = 'profile' and pu.id = p.target_id
    left join ${mentorSessionReviews} mr on p.kind = 'review' and mr.id = p.target_id
    left join ${users} mu on mu.id = mr.alumni_id
    left join ${users} au on au.id = case p.kind
      when 'experience' then e.alumni_id when 'insight' then ci.creator_id
      when 'resource' then rs.uploader_id when 'review' then mr.student_id else pu.id end
    order by p.report_count desc, p.last_at desc, p.kind, p.target_id`);
  return rowsOf<ReportedItemRow>(result);
}

export async function countReportedItems(executor: Executor, filter: ReportsFilter) {
  const result = await executor.execute(sql`
    select (
      select count(*)::int from (
        select 1 from ${contentReports} r where ${scopeFilter(filter)} group by r.kind, r.target_id
      ) g
    ) as total, ${OPEN_COUNTS} as open_counts`);
  const [row] = rowsOf<{ total: number; open_counts: Record<string, number> | null }>(result);
  return { total: row?.total ?? 0, openCounts: row?.open_counts ?? {} };
}
