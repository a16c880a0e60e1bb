import {
  idParamsSchema,
  MENTOR_REVIEW_LIMITS as L,
  mentorReviewInputSchema,
  mentorReviewsQuerySchema,
  mentorReviewsResponseSchema,
  sessionReviewResultSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { setListHeaders } from '../../platform/http/list-headers';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { registerReportRoute } from '../content-reports/content-reports.module';
import { editSessionReview, listMentorReviews, reportReview, reviewSession } from './reviews.service';

const tags = ['mentor-sessions'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 422);

export async function mentorReviewsRoutes(app: AppInstance) {
  const studentOnly = requireRole('student');

  app.post(
    '/api/mentor-sessions/:id/review',
    {
      onRequest: studentOnly,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Rate a completed session (1–5) with an optional review, once',
        description: `Only the session’s student (else 403), once it is completed (else 422); a second review of the same session is 409 (change it with PUT for ${L.editDays} days). A session can be reviewed from its end; the review closes its no-show window (the alumni can no longer mark it a no-show) and pays the alumni if the window had not closed already. The mentor’s average and reviews appear on the directory and the profile from ${L.minRatingsShown} visible ratings.`,
        params: idParamsSchema,
        body: mentorReviewInputSchema,
        response: { 201: sessionReviewResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reviewSession(app.ctx, currentUser(request), request.params.id, request.body)),
  );

  app.put(
    '/api/mentor-sessions/:id/review',
    {
      onRequest: studentOnly,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: `Change your rating and review of a session, for ${L.editDays} days after writing it`,
        description:
          'Only the session’s student (else 403); 404 before a review exists, 409 once moderators removed it, 422 after the edit window.',
        params: idParamsSchema,
        body: mentorReviewInputSchema,
        response: { 200: sessionReviewResultSchema, ...errors },
      },
    },
    async (request) => editSessionReview(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/mentors/:id/reviews',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'A mentor’s visible session reviews, newest first',
        description: `\`page\`/\`limit\` (${L.defaultLimit} by default, at most ${L.maxLimit}); the total is in \`X-Total-Count\`. Removed reviews are left out. Below ${L.minRatingsShown} visible ratings others get an empty list with total 0; the mentor themself and admins always see them.`,
        params: idParamsSchema,
        querystring: mentorReviewsQuerySchema,
        response: { 200: mentorReviewsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total, window } = await listMentorReviews(
        app.ctx,
        currentUser(request),
        request.params.id,
        request.query,
      );
      setListHeaders(request, reply, window, total);
      return items;
    },
  );

  registerReportRoute(app, {
    url: '/api/mentor-reviews/:id/report',
    tags,
    summary: 'Report a session review to the admins (one open report per user; not your own)',
    report: reportReview,
  });
}
