import {
  bookingDecisionSchema,
  bookingParamsSchema,
  bookWorkshopResponseSchema,
  bookWorkshopSchema,
  idParamsSchema,
  studentBookingsResponseSchema,
  successResponseSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import {
  bookingCalendar,
  bookWorkshop,
  cancelMyBooking,
  decideBooking,
  listMyBookings,
} from './bookings.service';

const tags = ['workshops'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const P = '/api/alumni-features';

export async function bookingsRoutes(app: AppInstance) {
  const alumniOnly = requireRole('alumni');
  const studentOnly = requireRole('student');

  app.post(
    `${P}/workshop/:id/book`,
    {
      onRequest: studentOnly,
      config: { rateLimit: { max: 60, timeWindow: 60_000 }, idempotent: true },
      schema: {
        tags,
        security,
        summary: 'Book a workshop (pending until the host confirms)',
        description:
          'Send an `Idempotency-Key` header to make a retried or doubled call return the first answer (`Idempotent-Replayed: true`).',
        params: idParamsSchema,
        body: bookWorkshopSchema,
        response: { 201: bookWorkshopResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await bookWorkshop(app.ctx, currentUser(request), request.params.id, request.body)),
  );

  app.put(
    `${P}/workshop/:id/booking/:bookingId`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Confirm (with a meeting link) or reject a pending booking; never beyond capacity',
        params: bookingParamsSchema,
        body: bookingDecisionSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) =>
      decideBooking(app.ctx, currentUser(request), request.params.id, request.params.bookingId, request.body),
  );

  app.get(
    `${P}/my-bookings`,
    {
      onRequest: studentOnly,
      schema: {
        tags,
        security,
        summary: 'Your workshop bookings (the meeting link only once confirmed)',
        description: 'The newest 500; `X-Total-Count` is the number of your bookings.',
        response: { 200: studentBookingsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { total, body } = await listMyBookings(app.ctx, currentUser(request));
      reply.header('X-Total-Count', String(total));
      return body;
    },
  );

  app.patch(
    `${P}/my-bookings/:id/cancel`,
    {
      onRequest: studentOnly,
      schema: {
        tags,
        security,
        summary: 'Cancel your pending or confirmed booking before the workshop starts',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => cancelMyBooking(app.ctx, currentUser(request), request.params.id),
  );

  app.get(
    `${P}/my-bookings/:id/calendar.ics`,
    {
      onRequest: studentOnly,
      schema: { tags, security, summary: 'The calendar file of a confirmed booking', params: idParamsSchema },
    },
    async (request, reply) => {
      const ics = await bookingCalendar(app.ctx, currentUser(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="workshop.ics"')
        .send(ics);
    },
  );
}
