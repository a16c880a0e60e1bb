import {
  alumniListResponseSchema,
  directoryFiltersResponseSchema,
  directoryQuerySchema,
  errorBodySchema,
  idParamsSchema,
  publicUserResponseSchema,
} from '@mentorbridge/shared';
import { currentUser, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { setListHeaders } from '../../platform/http/list-headers';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { getPublicUser, listAlumni, listDirectoryFilters } from './directory.service';

const tags = ['directory'];
const security = bearerSecurity;
const errors = errorResponses(400, 401);

export async function directoryRoutes(app: AppInstance) {
  app.get(
    '/api/users/alumni',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'The alumni directory: active alumni with complete profiles',
        description:
          '`q` searches name, college and company (case-insensitive, literal); `college`, `company`, `branch` filter exactly (case-insensitive). `sort=best-match` orders a student’s list by the score of `GET /api/mentors/recommended` (then by name); other callers, and `sort=name`, get it by name. A JSON array: every match up to 1,000, or with `page`/`limit` one page (20 by default) and a `Link` header; the total is in `X-Total-Count`.',
        querystring: directoryQuerySchema,
        response: { 200: alumniListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total, window } = await listAlumni(app.ctx, request.query, currentUser(request));
      setListHeaders(request, reply, window, total);
      return items;
    },
  );

  app.get(
    '/api/users/alumni/filters',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'The colleges, companies and branches the directory can be filtered by',
        response: { 200: directoryFiltersResponseSchema, ...errors },
      },
    },
    async () => listDirectoryFilters(app.ctx),
  );

  app.get(
    '/api/users/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'A person’s public profile (contact details only for those allowed)',
        params: idParamsSchema,
        response: { 200: publicUserResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Ids are UUIDs: a word is an unknown route, never an id (static routes such as `/api/users/stats` win).
      if (!isUuid(request.params.id)) return reply.callNotFound();
      return getPublicUser(app.ctx, currentUser(request), request.params.id);
    },
  );
}
