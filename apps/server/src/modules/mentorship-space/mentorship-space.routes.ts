import {
  addGoalSchema,
  endMentorshipResultSchema,
  endMentorshipSchema,
  goalParamsSchema,
  goalResultSchema,
  idParamsSchema,
  MENTORSHIP_SPACE_LIMITS as L,
  mentorshipSpaceResponseSchema,
  saveSessionNotesSchema,
  sessionNotesResultSchema,
  successResponseSchema,
  updateGoalSchema,
} from '@mentorbridge/shared';
import { currentUser, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { addGoal, changeGoal, removeGoal } from './goals.service';
import { endMentorship, readSpace } from './mentorship-space.service';
import { saveSessionNotes } from './session-notes.service';

const tags = ['mentorship-space'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 422);
const P = '/api/mentorships';
const CHANGE_RULES =
  'Either of the pair while the mentorship is accepted; admins 403, anyone else 403, an ended mentorship 422.';

export async function mentorshipSpaceRoutes(app: AppInstance) {
  app.get(
    `${P}/:id`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'The mentorship space: the pair, goals, upcoming and past sessions with notes',
        description:
          'For the student, the alumni and admins (else 403); 404 for an unknown id or a request never accepted. Each session carries the reader’s notes: the student sees `privateNote` and the shared note; the alumni and admins only the shared note (the field `privateNote` is absent).',
        params: idParamsSchema,
        response: { 200: mentorshipSpaceResponseSchema, ...errors },
      },
    },
    async (request) => readSpace(app.ctx, currentUser(request), request.params.id),
  );

  app.post(
    `${P}/:id/goals`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: `Add a goal to the checklist (at most ${L.goalsMax}, else 422)`,
        description: CHANGE_RULES,
        params: idParamsSchema,
        body: addGoalSchema,
        response: { 201: goalResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addGoal(app.ctx, currentUser(request), request.params.id, request.body)),
  );

  app.patch(
    `${P}/:id/goals/:goalId`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Rename a goal, tick it or untick it',
        description: CHANGE_RULES,
        params: goalParamsSchema,
        body: updateGoalSchema,
        response: { 200: goalResultSchema, ...errors },
      },
    },
    async (request) => changeGoal(app.ctx, currentUser(request), request.params, request.body),
  );

  app.delete(
    `${P}/:id/goals/:goalId`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Remove a goal',
        description: CHANGE_RULES,
        params: goalParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => removeGoal(app.ctx, currentUser(request), request.params),
  );

  app.post(
    `${P}/:id/end`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'End the mentorship with a closing note',
        description: `${CHANGE_RULES} The status becomes \`ended\`: no new sessions can be booked, upcoming booked sessions are cancelled with the closing note as their reason (both sides told as for a cancel), and the other side is told.`,
        params: idParamsSchema,
        body: endMentorshipSchema,
        response: { 200: endMentorshipResultSchema, ...errors },
      },
    },
    async (request) => endMentorship(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/mentor-sessions/:id/notes',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Write your notes on a session',
        description:
          'The student may send `privateNote` (never shown to anyone else) and `sharedNote`; the alumni only `sharedNote` (a `privateNote` from the alumni is refused with 403). A field left out is kept; blank or null clears it. The shared note records who wrote it last and when. Admins 403, anyone not of the pair 403, an ended mentorship 422.',
        params: idParamsSchema,
        body: saveSessionNotesSchema,
        response: { 200: sessionNotesResultSchema, ...errors },
      },
    },
    async (request) => saveSessionNotes(app.ctx, currentUser(request), request.params.id, request.body),
  );
}
