import {
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  EXPORT_KINDS,
  exportParamsSchema,
  idParamsSchema,
  reportDecisionSchema,
  sessionAnalyticsResponseSchema,
  successResponseSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { attachmentDisposition } from '../../platform/http/content-disposition';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { registerReportRoute } from '../content-reports/content-reports.module';
import { getAnalytics } from './analytics.service';
import { listAuditLog } from './audit-log.service';
import { exportCsv } from './csv-exports.service';
import { reportProfile } from './profile-reports.service';
import { decideReport } from './report-decisions.service';
import { listReports } from './reports-panel.service';
import { getSessionAnalytics } from './session-analytics.service';

const tags = ['admin'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
const adminOnly = requireRole('admin');
const P = '/api/admin';

export async function adminConsoleRoutes(app: AppInstance) {
  app.get(
    `${P}/audit-log`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'The audit log of admin acts, newest first, filtered and paged; total in X-Total-Count',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await listAuditLog(app.ctx, request.query);
      reply.header('X-Total-Count', String(answer.total));
      return answer;
    },
  );

  app.get(
    `${P}/reports`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'The reports panel: reported items with their reports, most reported first; total in X-Total-Count',
        description:
          '`status` open (default) lists items with open reports, closed the decided ones, all both. `_id` of an item is the report to decide it with.',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await listReports(app.ctx, request.query);
      reply.header('X-Total-Count', String(answer.total));
      return answer;
    },
  );

  app.put(
    `${P}/reports/:id`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Decide a reported item: approve dismisses its open reports, remove deletes the content',
        description:
          'Remove deletes an experience, insight or resource (its points are taken back) or deactivates a reported account, and tells its author by mail. 409 when the report was decided already.',
        params: idParamsSchema,
        body: reportDecisionSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => decideReport(app.ctx, currentUser(request), request.params.id, request.body),
  );

  registerReportRoute(app, {
    url: '/api/users/:id/report',
    tags,
    summary: "Report a person's profile to the admins (one open report per user; not your own)",
    report: reportProfile,
  });

  app.get(
    `${P}/analytics`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Platform analytics for a range of days (default: the last 12 weeks)',
        description:
          '`from` and `to` are YYYY-MM-DD calendar days in the platform time zone, both included, at most 366 days apart.',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema, ...errors },
      },
    },
    async (request) => getAnalytics(app.ctx, request.query),
  );

  app.get(
    `${P}/analytics/sessions`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Mentor sessions per week, the no-show rate and the time to a first session',
        description:
          'The same range as `GET /api/admin/analytics`. Booked: sessions booked in the week and not cancelled since; completed: sessions held in the week. `noShowRate` is no-shows of sessions held (completed or no-show); `medianHoursToFirstSession` runs from a mentorship’s acceptance in the range to the start of its first session that is booked or completed.',
        querystring: analyticsQuerySchema,
        response: { 200: sessionAnalyticsResponseSchema, ...errors },
      },
    },
    async (request) => getSessionAnalytics(app.ctx, request.query),
  );

  app.get(
    `${P}/export/:kind.csv`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Download a CSV export, streamed from the database',
        description: `Kinds: ${EXPORT_KINDS.join(', ')}. Cells a spreadsheet would run as formulas are prefixed with an apostrophe.`,
        params: exportParamsSchema,
      },
    },
    async (request, reply) => {
      const { filename, stream } = exportCsv(app.ctx, request.params.kind);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(filename))
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );
}
