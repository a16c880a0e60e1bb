import {
  createInsightSchema,
  editInsightSchema,
  idParamsSchema,
  insightListQuerySchema,
  insightListResponseSchema,
  insightResponseSchema,
  insightSavedResponseSchema,
  rateInsightSchema,
  successResponseSchema,
} from '@mentorbridge/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { setListHeaders } from '../../platform/http/list-headers';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { registerReportRoute } from '../content-reports/content-reports.module';
import {
  assertMayAddInsights,
  createInsight,
  deleteInsight,
  editInsight,
  getInsight,
  listInsights,
  rateInsight,
  reportInsight,
} from './company-insights.service';

const tags = ['company-insights'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
const P = '/api/company-insights';

/** Students are refused before their body is read, with the sentence of the create page's Access Denied. */
async function requireInsightAuthor(request: FastifyRequest) {
  await requireUser(request);
  assertMayAddInsights(currentUser(request));
}

export async function companyInsightsRoutes(app: AppInstance) {
  app.get(
    P,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'Company insights: search (q), industry and size filters, sort; every one up to 1,000, or a page with page/limit; total in X-Total-Count',
        description:
          '`q` is a case-insensitive literal substring of the company, industry, location or a role. Sorts: recent (newest first), rating (average, then count), reviews (count), salary (maximum).',
        querystring: insightListQuerySchema,
        response: { 200: insightListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total, window } = await listInsights(app.ctx, currentUser(request), request.query);
      setListHeaders(request, reply, window, total);
      // The kept answer itself, so its bytes are written once.
      return items;
    },
  );

  app.get(
    `${P}/:id`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'One company insight with its newest ratings and your own',
        params: idParamsSchema,
        response: { 200: insightResponseSchema, ...errors },
      },
    },
    async (request) => getInsight(app.ctx, currentUser(request), request.params.id),
  );

  app.post(
    P,
    {
      onRequest: requireInsightAuthor,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary: 'Add a company insight (alumni and admins); pays the creator +15 points',
        description:
          'Creator, ratings and averages are never read from the body. Send an `Idempotency-Key` header to make a retried or doubled call return the first answer.',
        body: createInsightSchema,
        response: { 201: insightSavedResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInsight(app.ctx, currentUser(request), request.body)),
  );

  app.put(
    `${P}/:id`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Edit a company insight (its creator or an admin)',
        params: idParamsSchema,
        body: editInsightSchema,
        response: { 200: insightSavedResponseSchema, ...errors },
      },
    },
    async (request) => editInsight(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    `${P}/:id`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete a company insight (its creator or an admin); its points are taken back',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => deleteInsight(app.ctx, currentUser(request), request.params.id),
  );

  app.post(
    `${P}/:id/rate`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Rate a company 1 to 5 (one rating per user, replaced on re-rating); answers the insight',
        params: idParamsSchema,
        body: rateInsightSchema,
        response: { 200: insightResponseSchema, ...errors },
      },
    },
    async (request) => rateInsight(app.ctx, currentUser(request), request.params.id, request.body),
  );

  registerReportRoute(app, {
    url: `${P}/:id/report`,
    tags,
    summary: 'Report a company insight to the admins (one open report per user and insight)',
    report: reportInsight,
  });
}
