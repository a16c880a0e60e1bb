import {
  acceptSeatResponseSchema,
  idParamsSchema,
  joinWaitlistResponseSchema,
  myWaitlistsResponseSchema,
  successResponseSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { acceptSeat, declineSeat, joinWaitlist, leaveWaitlist, listMyWaitlists } from './waitlist.service';

const tags = ['workshops'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const P = '/api/alumni-features';

export async function waitlistRoutes(app: AppInstance) {
  const studentOnly = requireRole('student');

  app.post(
    `${P}/workshop/:id/waitlist`,
    {
      onRequest: studentOnly,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Join the waitlist of a full workshop; answers your position (1 is next)',
        params: idParamsSchema,
        response: { 201: joinWaitlistResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await joinWaitlist(app.ctx, currentUser(request), request.params.id)),
  );

  app.delete(
    `${P}/workshop/:id/waitlist`,
    {
      onRequest: studentOnly,
      schema: {
        tags,
        security,
        summary: 'Leave the waitlist (declines a seat held for you)',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => leaveWaitlist(app.ctx, currentUser(request), request.params.id),
  );

  app.post(
    `${P}/workshop/:id/waitlist/accept`,
    {
      onRequest: studentOnly,
      schema: {
        tags,
        security,
        summary: 'Take the seat held for you: a confirmed booking',
        params: idParamsSchema,
        response: { 201: acceptSeatResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await acceptSeat(app.ctx, currentUser(request), request.params.id)),
  );

  app.post(
    `${P}/workshop/:id/waitlist/decline`,
    {
      onRequest: studentOnly,
      schema: {
        tags,
        security,
        summary: 'Decline the seat held for you; it goes to the next student waiting',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => declineSeat(app.ctx, currentUser(request), request.params.id),
  );

  app.get(
    `${P}/my-waitlists`,
    {
      onRequest: studentOnly,
      schema: {
        tags,
        security,
        summary: 'Your waitlist entries with their position or the seat held for you',
        description: 'The soonest 200; `X-Total-Count` is the number of your active entries.',
        response: { 200: myWaitlistsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { total, body } = await listMyWaitlists(app.ctx, currentUser(request));
      reply.header('X-Total-Count', String(total));
      return body;
    },
  );
}
