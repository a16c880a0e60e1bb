import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { hasAcceptedMentorship } from '../mentorship/mentorship.module';

/** The person, admins, and a student whose mentorship request that person accepted. */
export async function canSeeContactDetails(
  ctx: AppContext,
  viewer: AuthUser,
  ownerId: string,
): Promise<boolean> {
  if (viewer.id === ownerId || viewer.role === 'admin') return true;
  return viewer.role === 'student' && hasAcceptedMentorship(ctx.db, viewer.id, ownerId);
}
