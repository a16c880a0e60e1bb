import type { SeedStep } from '../../platform/module';
import { findUserByEmail } from '../../platform/users/users.repository';
import { awardPoints } from '../leaderboard/leaderboard.module';
import { insertInsight, saveRating } from './company-insights.repository';
import { DEMO_INSIGHTS } from './company-insights.seed-data';
import { toInsightColumns } from './company-insights.views';

const DAY = 24 * 60 * 60 * 1000;

export const companyInsightsSeed: SeedStep = {
  name: 'company-insights',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const ids = new Map<string, string>();
    const id = async (email: string) => {
      let found = ids.get(email);
      if (!found) {
        found = (await findUserByEmail(tx, email))!.id;
        ids.set(email, found);
      }
      return found;
    };
    let ratings = 0;
    for (const demo of DEMO_INSIGHTS) {
      const creatorId = await id(demo.creator);
      const createdAt = ago(demo.daysAgo);
      const insight = await insertInsight(tx, {
        ...toInsightColumns(demo.insight),
        creatorId,
        createdAt,
        updatedAt: createdAt,
      });
      await awardPoints(
        ctx,
        tx,
        creatorId,
        { kind: 'insight_added', sourceType: 'company_insight', sourceId: insight.id },
        createdAt,
      );
      for (const entry of demo.ratings) {
        await saveRating(tx, {
          insightId: insight.id,
          userId: await id(entry.by),
          rating: entry.rating,
          comment: entry.comment,
          at: ago(entry.daysAgo),
        });
        ratings++;
      }
    }
    return [`${DEMO_INSIGHTS.length} company insights (${ratings} ratings with comments)`];
  },
};
