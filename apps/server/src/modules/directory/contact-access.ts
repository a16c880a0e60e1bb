import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';

/**
 * Who may see a person's contact details (phone, e-mail, contact preference): the person, admins, and
 * whoever a later rule admits. The mentorship module adds "a student whose request they accepted".
 */
export type ContactAccessRule = (ctx: AppContext, viewer: AuthUser, ownerId: string) => Promise<boolean>;

const rules: ContactAccessRule[] = [
  async (_ctx, viewer, ownerId) => viewer.id === ownerId || viewer.role === 'admin',
];

export function addContactAccessRule(rule: ContactAccessRule): void {
  rules.push(rule);
}

export async function canSeeContactDetails(
  ctx: AppContext,
  viewer: AuthUser,
  ownerId: string,
): Promise<boolean> {
  for (const rule of rules) if (await rule(ctx, viewer, ownerId)) return true;
  return false;
}
