import { errorBodySchema, healthResponseSchema } from '@mentorbridge/shared';
import type { AppInstance } from '../../platform/context';
import { AppError } from '../../platform/errors';

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'The process is alive', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database is reachable (503 otherwise)',
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      try {
        await app.ctx.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );
}
