import type { Role } from '@mentorbridge/shared';

/**
 * Navigation state the route guard leaves on '/' when the signed-in role may not open a page (part 1
 * section 2 sends them home); the home page says why instead of leaving them to guess.
 */
export interface DeniedState {
  denied: { pathname: string; allow: readonly Role[] };
}

const ROLE_PLURALS: Record<Role, string> = { student: 'students', alumni: 'alumni', admin: 'admins' };

function listRoles(roles: readonly Role[]): string {
  const names = roles.map((role) => ROLE_PLURALS[role]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** 'The page /admin-dashboard is only for admins, so you were brought to the home page.', or null. */
export function readDeniedNotice(state: unknown): string | null {
  const denied = (state as Partial<DeniedState> | null)?.denied;
  if (!denied || typeof denied.pathname !== 'string' || !Array.isArray(denied.allow)) return null;
  const roles = denied.allow.filter((role): role is Role => Object.hasOwn(ROLE_PLURALS, role));
  if (roles.length === 0) return null;
  return `The page ${denied.pathname} is only for ${listRoles(roles)}, so you were brought to the home page.`;
}
