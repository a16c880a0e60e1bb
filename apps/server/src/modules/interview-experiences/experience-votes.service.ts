import { EXPERIENCE_MESSAGES as M } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { badRequest, notFound } from '../../platform/errors';
import { awardPoints, reversePoints } from '../leaderboard/leaderboard.module';
import { helpfulSource } from './interview-experiences.points';
import {
  addToHelpfulCount,
  deleteVote,
  findHelpfulCount,
  insertVote,
  listVotedExperienceIds,
  lockForVote,
} from './interview-experiences.repository';

async function lockVotable(tx: Executor, voter: AuthUser, id: string) {
  const experience = await lockForVote(tx, id);
  if (!experience) throw notFound(M.notFound);
  if (experience.alumniId === voter.id) throw badRequest(M.helpfulOwn);
  return experience;
}

/** ON CONFLICT DO NOTHING: only the call that inserted the vote moves the count and pays the author. */
export async function markHelpful(ctx: AppContext, voter: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const now = ctx.clock.now();
  const helpfulCount = await ctx.db.transaction(async (tx) => {
    const { alumniId } = await lockVotable(tx, voter, id);
    if (!(await insertVote(tx, id, voter.id, now))) return findHelpfulCount(tx, id);
    const count = await addToHelpfulCount(tx, id, 1);
    if (alumniId) await awardPoints(ctx, tx, alumniId, helpfulSource(id, voter.id));
    return count;
  });
  return { success: true as const, helpfulCount, isHelpful: true };
}

/** The caller holds the experience's vote lock. */
async function removeVote(ctx: AppContext, tx: Executor, id: string, voterId: string) {
  if (!(await deleteVote(tx, id, voterId))) return null;
  const count = await addToHelpfulCount(tx, id, -1);
  await reversePoints(ctx, tx, helpfulSource(id, voterId));
  return count;
}

export async function withdrawHelpful(ctx: AppContext, voter: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const helpfulCount = await ctx.db.transaction(async (tx) => {
    await lockVotable(tx, voter, id);
    return (await removeVote(ctx, tx, id, voter.id)) ?? findHelpfulCount(tx, id);
  });
  return { success: true as const, helpfulCount, isHelpful: false };
}

export async function withdrawVotesOf(ctx: AppContext, tx: Executor, voterId: string) {
  for (const id of await listVotedExperienceIds(tx, voterId)) {
    await lockForVote(tx, id);
    await removeVote(ctx, tx, id, voterId);
  }
}
