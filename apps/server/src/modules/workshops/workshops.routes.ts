import {
  completeWorkshopSchema,
  createWorkshopResponseSchema,
  editWorkshopResponseSchema,
  idParamsSchema,
  meetingLinkSchema,
  ownerWorkshopsResponseSchema,
  studentWorkshopsResponseSchema,
  successResponseSchema,
  workshopFormSchema,
  workshopListQuerySchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { setListHeaders } from '../../platform/http/list-headers';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { completeWorkshop } from './attendance.service';
import {
  createWorkshop,
  deleteWorkshop,
  editWorkshop,
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
        summary: 'Open workshops for students (active and upcoming), soonest first; optional pages',
        description:
          '`q` searches host, company, category, title and description, each as a contained text, never across two of them. Without `page` or `limit`, every open workshop up to 1,000; with either, one page (50 by default) and a `Link` header. `X-Total-Count` is always the number of matches.',
        querystring: workshopListQuerySchema,
        response: { 200: studentWorkshopsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { window, total, body } = await listWorkshopsForStudent(
        app.ctx,
        currentUser(request),
        request.query,
      );
      setListHeaders(request, reply, window, total);
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
        description: 'The latest 500 by date; `X-Total-Count` is the number of your workshops.',
        response: { 200: ownerWorkshopsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { total, body } = await listMyWorkshops(app.ctx, currentUser(request));
      reply.header('X-Total-Count', String(total));
      return body;
    },
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
}
