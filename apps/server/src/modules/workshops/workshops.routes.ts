import {
  achievementsResponseSchema,
  bookingDecisionSchema,
  bookingParamsSchema,
  bookWorkshopResponseSchema,
  bookWorkshopSchema,
  completeWorkshopSchema,
  createWorkshopResponseSchema,
  editWorkshopResponseSchema,
  feedbackSchema,
  idParamsSchema,
  meetingLinkSchema,
  myFeedbackResponseSchema,
  ownerWorkshopsResponseSchema,
  studentBookingsResponseSchema,
  studentWorkshopsResponseSchema,
  successResponseSchema,
  workshopFormSchema,
  workshopListQuerySchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { completeWorkshop } from './attendance.service';
import { getMyAchievements, leaveFeedback, listMyFeedback } from './feedback.service';
import {
  bookingCalendar,
  bookWorkshop,
  cancelMyBooking,
  createWorkshop,
  decideBooking,
  deleteWorkshop,
  editWorkshop,
  listMyBookings,
  listMyWorkshops,
  listWorkshopsForStudent,
  setMeetingLink,
} from './workshops.service';

const tags = ['workshops'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const P = '/api/alumni-features';

export async function workshopsRoutes(app: AppInstance) {
  const form = workshopFormSchema(() => app.ctx.clock.now(), app.ctx.config.PLATFORM_TIME_ZONE);
  const alumniOnly = requireRole('alumni');
  const studentOnly = requireRole('student');

  app.post(
    `${P}/workshop`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Create a workshop (rules of part 2 section 5, in order)',
        body: form,
        response: { 201: createWorkshopResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWorkshop(app.ctx, currentUser(request), request.body)),
  );

  app.put(
    `${P}/workshop/:id`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Edit one of your upcoming workshops',
        params: idParamsSchema,
        body: form,
        response: { 200: editWorkshopResponseSchema, ...errors },
      },
    },
    async (request) => editWorkshop(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    `${P}/workshop/:id`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Delete (cancel) a workshop; booked students are told',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => deleteWorkshop(app.ctx, currentUser(request), request.params.id),
  );

  app.get(
    `${P}/workshops`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Open workshops for students (active and upcoming); total in X-Total-Count',
        querystring: workshopListQuerySchema,
        response: { 200: studentWorkshopsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, total } = await listWorkshopsForStudent(app.ctx, currentUser(request), request.query);
      reply.header('X-Total-Count', String(total));
      return body;
    },
  );

  app.get(
    `${P}/my-workshops`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Your workshops with their bookings',
        response: { 200: ownerWorkshopsResponseSchema, ...errors },
      },
    },
    async (request) => listMyWorkshops(app.ctx, currentUser(request)),
  );

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

  app.patch(
    `${P}/workshop/:id/meeting-link`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Set the meeting link; confirmed students are told',
        params: idParamsSchema,
        body: meetingLinkSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) =>
      setMeetingLink(app.ctx, currentUser(request), request.params.id, request.body.meetingLink),
  );

  app.patch(
    `${P}/workshop/:id/complete`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary:
          'Mark a workshop completed (needs a confirmed booking; irreversible), with optional attendance: confirmed bookings not marked no-show attended',
        params: idParamsSchema,
        body: completeWorkshopSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => completeWorkshop(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.get(
    `${P}/my-bookings`,
    {
      onRequest: studentOnly,
      schema: {
        tags,
        security,
        summary: 'Your workshop bookings (the meeting link only once confirmed)',
        response: { 200: studentBookingsResponseSchema, ...errors },
      },
    },
    async (request) => listMyBookings(app.ctx, currentUser(request)),
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

  app.post(
    `${P}/feedback`,
    {
      onRequest: studentOnly,
      schema: {
        tags,
        security,
        summary: 'Rate a workshop you attended (once, after it is completed)',
        body: feedbackSchema,
        response: { 201: successResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await leaveFeedback(app.ctx, currentUser(request), request.body)),
  );

  app.get(
    `${P}/my-feedback`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Feedback on your workshops, with the average and the distribution',
        response: { 200: myFeedbackResponseSchema, ...errors },
      },
    },
    async (request) => listMyFeedback(app.ctx, currentUser(request)),
  );

  app.get(
    `${P}/my-achievements`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary:
          'Your achievements: points, level, rank, rating, sessions, badges and progress, last 5 feedback',
        response: { 200: achievementsResponseSchema, ...errors },
      },
    },
    async (request) => getMyAchievements(app.ctx, currentUser(request)),
  );
}
