import {
  acceptMentorshipRequestSchema,
  adminRequestsQuerySchema,
  adminRequestsResponseSchema,
  alumniRequestsQuerySchema,
  alumniRequestsResponseSchema,
  createMentorshipRequestSchema,
  idParamsSchema,
  mentorshipResultSchema,
  mentorshipStatsSchema,
  rejectMentorshipRequestSchema,
  studentRequestsResponseSchema,
  successResponseSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { setListHeaders } from '../../platform/http/list-headers';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
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

export async function mentorshipRoutes(app: AppInstance) {
  app.post(
    '/api/mentorship-requests',
    {
      onRequest: requireRole('student'),
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, idempotent: true },
      schema: {
        tags,
        security,
        summary: 'Send a mentorship request to an alumni',
        description:
          'Accepts `{mentorId, message}` (directory) or `{alumniId, requestType, message}` (mentorship page). One pending request per student and alumni (409), at most 5 pending per student (409). Send an `Idempotency-Key` header to make a retried or doubled call return the first answer.',
        body: createMentorshipRequestSchema,
        response: { 201: mentorshipResultSchema, ...errors },
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
        summary: 'The student’s own requests, newest first; total in X-Total-Count',
        response: { 200: studentRequestsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { total, body } = await listForStudent(app.ctx, currentUser(request));
      reply.header('X-Total-Count', String(total));
      return body;
    },
  );

  app.delete(
    '/api/mentorship-requests/:id',
    {
      onRequest: requireRole('student'),
      schema: {
        tags,
        security,
        summary: 'Withdraw one of the student’s pending requests',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
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
        description: 'The newest 500; `X-Total-Count` is the number of matching requests.',
        querystring: alumniRequestsQuerySchema,
        response: { 200: alumniRequestsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { total, body } = await listForAlumni(app.ctx, currentUser(request), request.query.status);
      reply.header('X-Total-Count', String(total));
      return body;
    },
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
        params: idParamsSchema,
        body: acceptMentorshipRequestSchema,
        response: { 200: mentorshipResultSchema, ...errors },
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
        params: idParamsSchema,
        body: rejectMentorshipRequestSchema,
        response: { 200: mentorshipResultSchema, ...errors },
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
        params: idParamsSchema,
        response: { 200: mentorshipResultSchema, ...errors },
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
        response: { 200: adminRequestsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total, window } = await listAll(app.ctx, request.query);
      setListHeaders(request, reply, window, total);
      return items;
    },
  );
}
