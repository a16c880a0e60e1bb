import { idParamsSchema, type ReportInput, reportSchema, successResponseSchema } from '@mentorbridge/shared';
import { type AuthUser, currentUser, requireUser } from '../../platform/auth/guards';
import type { AppContext, AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';

interface ReportRoute {
  url: string;
  tags: string[];
  summary: string;
  report: (
    ctx: AppContext,
    reporter: AuthUser,
    id: string,
    input: ReportInput,
  ) => Promise<{ success: true; message: string }>;
}

export function registerReportRoute(app: AppInstance, { url, tags, summary, report }: ReportRoute) {
  app.post(
    url,
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        security: bearerSecurity,
        summary,
        params: idParamsSchema,
        body: reportSchema,
        response: { 201: successResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await report(app.ctx, currentUser(request), request.params.id, request.body)),
  );
}
