import {
  type AddGoal,
  MENTORSHIP_SPACE_LIMITS as L,
  MENTORSHIP_SPACE_MESSAGES as M,
  type UpdateGoal,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { AppError, notFound } from '../../platform/errors';
import { changingSide, refuseAdmin } from './mentorship-space.access';
import {
  countGoals,
  deleteGoal,
  insertGoal,
  lockMentorship,
  updateGoal,
} from './mentorship-space.repository';
import { toGoal } from './mentorship-space.views';

/** Either of the pair; the count is taken under the mentorship's lock, so 20 holds under racing adds. */
export async function addGoal(ctx: AppContext, user: AuthUser, id: string, input: AddGoal) {
  refuseAdmin(user);
  if (!isUuid(id)) throw notFound(M.notFound);
  const now = ctx.clock.now();
  const goal = await ctx.db.transaction(async (tx) => {
    const side = changingSide(await lockMentorship(tx, id, 'no key update'), user);
    if ((await countGoals(tx, id)) >= L.goalsMax) throw new AppError('UNPROCESSABLE', M.tooManyGoals);
    return insertGoal(tx, {
      mentorshipId: id,
      text: input.text,
      createdBy: side,
      createdAt: now,
      updatedAt: now,
    });
  });
  return { success: true as const, message: M.goalAdded, data: toGoal(goal) };
}

export async function changeGoal(
  ctx: AppContext,
  user: AuthUser,
  params: { id: string; goalId: string },
  input: UpdateGoal,
) {
  refuseAdmin(user);
  if (!isUuid(params.id)) throw notFound(M.notFound);
  const now = ctx.clock.now();
  const goal = await ctx.db.transaction(async (tx) => {
    changingSide(await lockMentorship(tx, params.id, 'share'), user);
    const row = isUuid(params.goalId)
      ? await updateGoal(tx, params.id, params.goalId, input, now)
      : undefined;
    if (!row) throw notFound(M.goalNotFound);
    return row;
  });
  return { success: true as const, message: M.goalUpdated, data: toGoal(goal) };
}

export async function removeGoal(ctx: AppContext, user: AuthUser, params: { id: string; goalId: string }) {
  refuseAdmin(user);
  if (!isUuid(params.id)) throw notFound(M.notFound);
  await ctx.db.transaction(async (tx) => {
    changingSide(await lockMentorship(tx, params.id, 'share'), user);
    const row = isUuid(params.goalId) ? await deleteGoal(tx, params.id, params.goalId) : undefined;
    if (!row) throw notFound(M.goalNotFound);
  });
  return { success: true as const, message: M.goalRemoved };
}
