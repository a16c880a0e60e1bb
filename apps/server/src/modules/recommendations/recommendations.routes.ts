import {
  errorBodySchema,
  idParamsSchema,
  RECOMMENDATION_LIMITS,
  recommendationAnalyticsResponseSchema,
  recommendationQuerySchema,
  recommendedMentorsResponseSchema,
  similarMentorsResponseSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { recommendationAnalytics, recommendMentors, similarMentors } from './recommendations.service';

const tags = ['recommendations'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403);

export async function recommendationsRoutes(app: AppInstance) {
  app.get(
    '/api/mentors/recommended',
    {
      onRequest: requireRole('student'),
      schema: {
        tags,
        security,
        summary: 'Mentors for the signed-in student, best first, each with its reasons',
        description: `Scored on the student's target companies and roles, skills, interests, branch and college against each listed alumni's companies, position, skills, industry, posted interview experiences and workshops; responsiveness and ratings raise the score. Paused mentors, mentors with ${RECOMMENDATION_LIMITS.mentorPendingCap} requests waiting, mentors the student has a request waiting with, and mentors the student has or had a mentorship with (accepted, ended, or archived after acceptance) are left out. \`needsProfile\` (and no mentors) when the student lists no target company and no skill. \`limit\` 1–${RECOMMENDATION_LIMITS.maxLimit}, default ${RECOMMENDATION_LIMITS.defaultLimit}.`,
        querystring: recommendationQuerySchema,
        response: { 200: recommendedMentorsResponseSchema, ...errors },
      },
    },
    async (request) => recommendMentors(app.ctx, currentUser(request), request.query),
  );

  app.get(
    '/api/mentors/:id/similar',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Mentors like one alumni: same company, shared skills, same industry',
        description:
          'The alumni itself is left out; for a student caller, so are the mentors recommendations leave out. An id that is no listed alumni answers an empty list.',
        params: idParamsSchema,
        querystring: recommendationQuerySchema,
        response: { 200: similarMentorsResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => similarMentors(app.ctx, currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/api/admin/analytics/recommendations',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'How many of the mentors recommendations may show answered their last request',
        description: `Of the mentors recommendations may show now (listed, verified, not paused, under the pending cap) whose last settled request was answered or expired, how many answered it. An unanswered request expires after ${RECOMMENDATION_LIMITS.answeredWithinDays} days, so every answer counted came within them.`,
        response: { 200: recommendationAnalyticsResponseSchema, ...errors },
      },
    },
    async () => recommendationAnalytics(app.ctx),
  );
}
