import {
  achievementsResponseSchema,
  feedbackSchema,
  myFeedbackResponseSchema,
  successResponseSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { getMyAchievements, leaveFeedback, listMyFeedback } from './feedback.service';

const tags = ['workshops'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const P = '/api/alumni-features';

export async function feedbackRoutes(app: AppInstance) {
  const alumniOnly = requireRole('alumni');
  const studentOnly = requireRole('student');

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
        description: 'The newest 1,000; `X-Total-Count` is the number of feedback entries.',
        response: { 200: myFeedbackResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { total, body } = await listMyFeedback(app.ctx, currentUser(request));
      reply.header('X-Total-Count', String(total));
      return body;
    },
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
