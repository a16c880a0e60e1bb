import {
  bookSessionSchema,
  cancelSessionSchema,
  idParamsSchema,
  MENTOR_SESSION_LIMITS as L,
  MENTOR_REVIEW_LIMITS,
  mentorAvailabilityInputSchema,
  mentorAvailabilityResponseSchema,
  mySessionsQuerySchema,
  mySessionsResponseSchema,
  rescheduleSessionSchema,
  saveAvailabilityResponseSchema,
  sessionMeetingLinkSchema,
  sessionResultSchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { setSessionMeetingLink } from './meeting-link.service';
import {
  bookSession,
  cancelSession,
  getOwnAvailability,
  listMySessions,
  listSlots,
  markNoShow,
  putOwnAvailability,
  sessionCalendar,
} from './mentor-sessions.service';
import { rescheduleSession } from './reschedule.service';

const tags = ['mentor-sessions'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const P = '/api/mentor-sessions';

export async function mentorSessionsRoutes(app: AppInstance) {
  const alumniOnly = requireRole('alumni');

  app.get(
    `${P}/availability`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Your weekly hours, session settings and blocked dates (defaults until first saved)',
        response: { 200: mentorAvailabilityResponseSchema, ...errors },
      },
    },
    async (request) => getOwnAvailability(app.ctx, currentUser(request)),
  );

  app.put(
    `${P}/availability`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Set your availability; weekly hours are wall-clock times in `timeZone`',
        body: mentorAvailabilityInputSchema,
        response: { 200: saveAvailabilityResponseSchema, ...errors },
      },
    },
    async (request) => putOwnAvailability(app.ctx, currentUser(request), request.body),
  );

  app.get(
    `${P}/slots/:id`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: `Free slots of an alumni for the next ${L.horizonDays / 7} weeks, as UTC instants`,
        description:
          'For students with an accepted mentorship with this alumni, the alumni themself and admins (else 403). `session`: one of your own sessions, whose time then counts as free (to pick a new time for it).',
        params: idParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, ...errors },
      },
    },
    async (request) => listSlots(app.ctx, currentUser(request), request.params.id, request.query),
  );

  app.post(
    P,
    {
      onRequest: requireRole('student'),
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, idempotent: true },
      schema: {
        tags,
        security,
        summary: 'Book one of the offered slots within an accepted mentorship',
        description:
          'The start must be a slot offered now (else 409); two overlapping bookings of one alumni never both succeed. Send an `Idempotency-Key` header to make a retried or doubled call return the first answer.',
        body: bookSessionSchema,
        response: { 201: sessionResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await bookSession(app.ctx, currentUser(request), request.body)),
  );

  app.get(
    P,
    {
      onRequest: requireRole('student', 'alumni'),
      schema: {
        tags,
        security,
        summary: 'Your sessions as student or alumni (at most 500)',
        querystring: mySessionsQuerySchema,
        response: { 200: mySessionsResponseSchema, ...errors },
      },
    },
    async (request) => listMySessions(app.ctx, currentUser(request), request.query),
  );

  app.post(
    `${P}/:id/cancel`,
    {
      onRequest: requireRole('student', 'alumni'),
      schema: {
        tags,
        security,
        summary: `Cancel a booked session with a reason, up to ${L.cancelCutoffHours} hours before it starts`,
        params: idParamsSchema,
        body: cancelSessionSchema,
        response: { 200: sessionResultSchema, ...errors },
      },
    },
    async (request) => cancelSession(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.post(
    `${P}/:id/no-show`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: `Mark that the student did not come, from the start until ${MENTOR_REVIEW_LIMITS.noShowWindowHours} hours after the end`,
        description: `Alumni only (else 403), and only the session’s alumni (else 404); a session booked or completed (else 409). Before the start 422; once the student reviewed the session 409; ${MENTOR_REVIEW_LIMITS.noShowWindowHours} hours after the end or later 422. The alumni is paid for a session when its review arrives or this window closes, whichever is first, so a no-show is never paid.`,
        params: idParamsSchema,
        response: { 200: sessionResultSchema, ...errors },
      },
    },
    async (request) => markNoShow(app.ctx, currentUser(request), request.params.id),
  );

  app.post(
    `${P}/:id/reschedule`,
    {
      onRequest: requireRole('student', 'alumni'),
      schema: {
        tags,
        security,
        summary: `Move a booked session to another offered slot with a reason, up to ${L.cancelCutoffHours} hours before it starts`,
        description:
          'The new start must be a slot offered now, counting the session’s own time as free (else 409); the other side is told, with an updated invitation (same UID, SEQUENCE + 1).',
        params: idParamsSchema,
        body: rescheduleSessionSchema,
        response: { 200: sessionResultSchema, ...errors },
      },
    },
    async (request) => rescheduleSession(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.patch(
    `${P}/:id/meeting-link`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Set or clear the meeting link of one of your booked sessions; the student is told',
        description:
          'Only the session’s alumni (else 403), while it is booked (else 422). `meetingLink`: an http(s) URL of at most 500 characters, or null to go back to your default link. A change sends the student an updated invitation (same UID, SEQUENCE + 1).',
        params: idParamsSchema,
        body: sessionMeetingLinkSchema,
        response: { 200: sessionResultSchema, ...errors },
      },
    },
    async (request) => setSessionMeetingLink(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.get(
    `${P}/:id/calendar.ics`,
    {
      onRequest: requireRole('student', 'alumni'),
      schema: {
        tags,
        security,
        summary: 'The session’s calendar invitation (METHOD:CANCEL once cancelled), for either participant',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const ics = await sessionCalendar(app.ctx, currentUser(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="session.ics"')
        .send(ics);
    },
  );
}
