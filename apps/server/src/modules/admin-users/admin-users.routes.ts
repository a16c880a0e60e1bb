import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  bulkDeleteUsersResponseSchema,
  bulkDeleteUsersSchema,
  idParamsSchema,
  successResponseSchema,
  userStatsResponseSchema,
  userStatusResponseSchema,
  userStatusSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { setListHeaders } from '../../platform/http/list-headers';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { getUserStats, listUsers, setUserStatus } from './admin-users.service';
import { bulkDeleteUsers, deleteUser } from './user-deletion.service';

const tags = ['admin'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
const P = '/api/users';
const protection =
  'An admin cannot deactivate or delete their own account (400) or the last active admin (409); every ' +
  'act is written to the audit log.';
const deletion =
  'Deleting an account deletes its profile, mentorship requests, bookings and unpublished resources, cancels ' +
  'its open workshops (their students are mailed), takes back what its votes, ratings and feedback counted, ' +
  "and keeps its published content under 'Former member'.";

// Static paths (`/api/users/stats`, `/api/users/bulk-delete`) win over the directory's `/api/users/:id`.
export async function adminUsersRoutes(app: AppInstance) {
  app.get(
    P,
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'The user table (admins): searched, filtered and sorted; total in X-Total-Count',
        description:
          '`q` is a case-insensitive literal substring of the name or the e-mail; `role` and `status` ' +
          "filter ('all' or empty: no filter); sorts: newest (default), oldest, name, lastActive, points. " +
          'A JSON array: every matching user up to 1,000, or with `page`/`limit` one page (10 by default) ' +
          'and a `Link` header.',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total, window } = await listUsers(app.ctx, request.query);
      setListHeaders(request, reply, window, total);
      return items;
    },
  );

  app.get(
    `${P}/stats`,
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: "The admin dashboard's user numbers: totals by role and status, active today, new this week",
        response: { 200: userStatsResponseSchema, ...errors },
      },
    },
    async () => getUserStats(app.ctx),
  );

  app.put(
    `${P}/:id/status`,
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'Activate or deactivate an account (admins); deactivating ends its sessions at once',
        description: `${protection} Setting the status the account already has changes nothing.`,
        params: idParamsSchema,
        body: userStatusSchema,
        response: { 200: userStatusResponseSchema, ...errors },
      },
    },
    async (request) => setUserStatus(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    `${P}/:id`,
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'Delete an account (admins)',
        description: `${deletion} ${protection}`,
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => deleteUser(app.ctx, currentUser(request), request.params.id),
  );

  app.post(
    `${P}/bulk-delete`,
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'Delete several accounts at once (admins): all or nothing',
        description: `${deletion} ${protection} Any unknown id (404) or refused account deletes nothing.`,
        body: bulkDeleteUsersSchema,
        response: { 200: bulkDeleteUsersResponseSchema, ...errors },
      },
    },
    async (request) => bulkDeleteUsers(app.ctx, currentUser(request), request.body.ids),
  );
}
