import {
  leaderboardMeQuerySchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  myLeaderboardEntryResponseSchema,
  pointsHistoryQuerySchema,
  pointsHistoryResponseSchema,
  topContributorsQuerySchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { getLeaderboard, getMyEntry, getPointsHistory, getTopContributors } from './leaderboard.service';

const tags = ['leaderboard'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403);

export async function leaderboardRoutes(app: AppInstance) {
  app.get(
    '/api/leaderboard',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Ranked alumni',
        description:
          'Active alumni by rankScore (points × 0.7 + average rating × 6), then points, rating and earliest join. `period` ranks by the points earned since the start of today, this week (Monday) or this month in the platform time zone; `level` keeps one band and renumbers the ranks. `rankChange` is yesterday’s all-time rank minus today’s (0 in period views and before the first daily snapshot).',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, ...errors },
      },
    },
    async (request) => getLeaderboard(app.ctx, request.query),
  );

  app.get(
    '/api/leaderboard/me',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'The alumni’s own entry, wherever they rank; null for students and admins',
        querystring: leaderboardMeQuerySchema,
        response: { 200: myLeaderboardEntryResponseSchema, ...errors },
      },
    },
    async (request) => getMyEntry(app.ctx, currentUser(request), request.query.period),
  );

  app.get(
    '/api/leaderboard/me/history',
    {
      onRequest: requireRole('alumni'),
      schema: {
        tags,
        security,
        summary: 'The alumni’s points history, newest first (total in X-Total-Count)',
        description:
          'Every ledger event: what it is worth (`nominalPoints`), what it paid (`points`, less after the daily cap of 200 or at a total of 0, with the `reason`), and reversals when content goes away.',
        querystring: pointsHistoryQuerySchema,
        response: { 200: pointsHistoryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await getPointsHistory(
        app.ctx,
        currentUser(request),
        request.query.page,
        request.query.limit,
      );
      return reply.header('X-Total-Count', String(total)).send(items);
    },
  );

  app.get(
    '/api/leaderboard/top-contributors',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'The alumni with the most points',
        querystring: topContributorsQuerySchema,
        response: { 200: leaderboardResponseSchema, ...errors },
      },
    },
    async (request) => getTopContributors(app.ctx, request.query.limit),
  );
}
