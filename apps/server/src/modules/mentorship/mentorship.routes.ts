import {
  acceptMentorshipRequestSchema,
  adminRequestSchema,
  adminRequestsQuerySchema,
  alumniRequestSchema,
  alumniRequestsQuerySchema,
  createMentorshipRequestSchema,
  mentorshipStatsSchema,
  REQUEST_STATUSES,
  rejectMentorshipRequestSchema,
  studentRequestSchema,
} from '@mentorbridge/shared';
import { z } from 'zod';
import { currentUser, requireRole } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses, idParams } from '../../platform/http/route-schema';
import {
  acceptRequest,
  alumniStats,
  archiveRequest,
  listAll,
  listForAlumni,
  listForStudent,
  rejectRequest,
  sendRequest,
  withdrawRequest,
} from './mentorship.service';

const tags = ['mentorship'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
const result = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string(), status: z.enum(REQUEST_STATUSES) }).passthrough(),
});

export async function mentorshipRoutes(app: AppInstance) {
  app.post(
    '/api/mentorship-requests',
    {
      onRequest: requireRole('student'),
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Send a mentorship request to an alumni',
        description:
          'Accepts `{mentorId, message}` (directory) or `{alumniId, requestType, message}` (mentorship page). One pending request per student and alumni (409), at most 5 pending per student (409).',
        body: createMentorshipRequestSchema,
        response: { 201: result, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendRequest(app.ctx, currentUser(request), request.body)),
  );

  app.get(
    '/api/mentorship-requests/student',
    {
      onRequest: requireRole('student'),
      schema: {
        tags,
        security,
        summary: 'The student’s own requests, newest first',
        response: { 200: z.array(studentRequestSchema), ...errors },
      },
    },
    async (request) => listForStudent(app.ctx, currentUser(request)),
  );

  app.delete(
    '/api/mentorship-requests/:id',
    {
      onRequest: requireRole('student'),
      schema: {
        tags,
        security,
        summary: 'Withdraw one of the student’s pending requests',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
      },
    },
    async (request) => withdrawRequest(app.ctx, currentUser(request), request.params.id),
  );

  app.get(
    '/api/mentorship-requests/alumni',
    {
      onRequest: requireRole('alumni'),
      schema: {
        tags,
        security,
        summary: 'Requests addressed to the alumni, optionally by status',
        querystring: alumniRequestsQuerySchema,
        response: { 200: z.array(alumniRequestSchema), ...errors },
      },
    },
    async (request) => listForAlumni(app.ctx, currentUser(request), request.query.status),
  );

  app.get(
    '/api/mentorship-requests/alumni/stats',
    {
      onRequest: requireRole('alumni'),
      schema: {
        tags,
        security,
        summary: 'Counts of the alumni’s requests by status',
        response: { 200: mentorshipStatsSchema, ...errors },
      },
    },
    async (request) => alumniStats(app.ctx, currentUser(request)),
  );

  app.put(
    '/api/mentorship-requests/:id/accept',
    {
      onRequest: requireRole('alumni'),
      schema: {
        tags,
        security,
        summary: 'Accept a pending request with a message and optional meeting details',
        description:
          'The student is mailed the message, the link and a calendar file. A request that is no longer pending answers 409.',
        params: idParams,
        body: acceptMentorshipRequestSchema,
        response: { 200: result, ...errors },
      },
    },
    async (request) => acceptRequest(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/mentorship-requests/:id/reject',
    {
      onRequest: requireRole('alumni'),
      schema: {
        tags,
        security,
        summary: 'Reject a pending request with an optional reason',
        params: idParams,
        body: rejectMentorshipRequestSchema,
        response: { 200: result, ...errors },
      },
    },
    async (request) =>
      rejectRequest(app.ctx, currentUser(request), request.params.id, request.body.rejectionReason),
  );

  app.put(
    '/api/mentorship-requests/:id/archive',
    {
      onRequest: requireRole('alumni'),
      schema: {
        tags,
        security,
        summary: 'Archive an accepted or rejected request',
        params: idParams,
        response: { 200: result, ...errors },
      },
    },
    async (request) => archiveRequest(app.ctx, currentUser(request), request.params.id),
  );

  app.get(
    '/api/mentorship-requests',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'All requests (admin), filtered by status and searched by name; total in X-Total-Count',
        querystring: adminRequestsQuerySchema,
        response: { 200: z.array(adminRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAll(app.ctx, request.query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );
}
