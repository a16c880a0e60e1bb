import type { Role } from '@mentorbridge/shared';

/** Left by the route guard on '/' so the home page can say why the visitor was sent there. */
export interface DeniedState {
  denied: { pathname: string; allow: readonly Role[] };
}

const ROLE_PLURALS: Record<Role, string> = { student: 'students', alumni: 'alumni', admin: 'admins' };

function listRoles(roles: readonly Role[]): string {
  const names = roles.map((role) => ROLE_PLURALS[role]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

export function readDeniedNotice(state: unknown): string | null {
  const denied = (state as Partial<DeniedState> | null)?.denied;
  if (!denied || typeof denied.pathname !== 'string' || !Array.isArray(denied.allow)) return null;
  const roles = denied.allow.filter((role): role is Role => Object.hasOwn(ROLE_PLURALS, role));
  if (roles.length === 0) return null;
  return `The page ${denied.pathname} is only for ${listRoles(roles)}, so you were brought to the home page.`;
}
