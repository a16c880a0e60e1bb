import { EXPERIENCE_MESSAGES as M } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { badRequest, notFound } from '../../platform/errors';
import { awardPoints, reversePoints } from '../leaderboard/leaderboard.module';
import { helpfulSource } from './interview-experiences.points';
import { castVote, listVotedExperienceIds, withdrawVote } from './interview-experiences.repository';

function votable<T extends { alumniId: string | null }>(vote: T | undefined, voter: AuthUser): T {
  if (!vote) throw notFound(M.notFound);
  if (vote.alumniId === voter.id) throw badRequest(M.helpfulOwn);
  return vote;
}

/** Only the call that added the vote moves the count and pays the author. */
export async function markHelpful(ctx: AppContext, voter: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const now = ctx.clock.now();
  const helpfulCount = await ctx.db.transaction(async (tx) => {
    const vote = votable(await castVote(tx, id, voter.id, now), voter);
    if (vote.isNew && vote.alumniId) await awardPoints(ctx, tx, vote.alumniId, helpfulSource(id, voter.id));
    return vote.helpfulCount;
  });
  return { success: true as const, helpfulCount, isHelpful: true };
}

export async function withdrawHelpful(ctx: AppContext, voter: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const helpfulCount = await ctx.db.transaction(async (tx) => {
    const vote = votable(await withdrawVote(tx, id, voter.id), voter);
    if (vote.wasThere) await reversePoints(ctx, tx, helpfulSource(id, voter.id));
    return vote.helpfulCount;
  });
  return { success: true as const, helpfulCount, isHelpful: false };
}

export async function withdrawVotesOf(ctx: AppContext, tx: Executor, voterId: string) {
  for (const id of await listVotedExperienceIds(tx, voterId)) {
    const vote = await withdrawVote(tx, id, voterId);
    if (vote?.wasThere) await reversePoints(ctx, tx, helpfulSource(id, voterId));
  }
}
