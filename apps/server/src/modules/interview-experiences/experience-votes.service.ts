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

/** The experience a reader may vote on, locked: it exists and is not their own. */
async function lockVotable(tx: Executor, voter: AuthUser, id: string) {
  const experience = await lockForVote(tx, id);
  if (!experience) throw notFound(M.notFound);
  if (experience.alumniId === voter.id) throw badRequest(M.helpfulOwn);
  return experience;
}

/**
 * Marks an experience helpful: one vote per user (the primary key, inserted with ON CONFLICT DO NOTHING),
 * so repeating, even 20 times at once, changes nothing. Only the call that inserted the vote moves the count
 * and pays the author +2, in its transaction; a source pays once ever, so a vote withdrawn and cast again
 * pays nothing more.
 */
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

/**
 * Removes a vote (the caller holds the experience's vote lock): the count drops and the author's +2 is taken
 * back. Null when there was no vote.
 */
async function removeVote(ctx: AppContext, tx: Executor, id: string, voterId: string) {
  if (!(await deleteVote(tx, id, voterId))) return null;
  const count = await addToHelpfulCount(tx, id, -1);
  await reversePoints(ctx, tx, helpfulSource(id, voterId));
  return count;
}

/** Withdraws the caller's vote: the count drops and the author's +2 is taken back; harmless without a vote. */
export async function withdrawHelpful(ctx: AppContext, voter: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const helpfulCount = await ctx.db.transaction(async (tx) => {
    await lockVotable(tx, voter, id);
    return (await removeVote(ctx, tx, id, voter.id)) ?? findHelpfulCount(tx, id);
  });
  return { success: true as const, helpfulCount, isHelpful: false };
}

/** When a reader's account is deleted: each of their votes is withdrawn, in the caller's transaction. */
export async function withdrawVotesOf(ctx: AppContext, tx: Executor, voterId: string) {
  for (const id of await listVotedExperienceIds(tx, voterId)) {
    await lockForVote(tx, id);
    await removeVote(ctx, tx, id, voterId);
  }
}
