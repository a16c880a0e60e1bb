import { DASHBOARD_PATH, type Session } from '@mentorbridge/shared';
import { paths } from '@/config/paths';

/**
 * Where a user goes after signing in (part 1 section 4): a student or alumni whose profile is incomplete to
 * their profile wizard, everyone else to their role's dashboard.
 */
export function postAuthPath(session: Pick<Session, 'role' | 'isProfileComplete'>): string {
  if (!session.isProfileComplete) {
    if (session.role === 'student') return paths.completeProfile;
    if (session.role === 'alumni') return paths.completeAlumniProfile;
  }
  return DASHBOARD_PATH[session.role];
}

/** `/login?error=<code>`: how a failed Google sign-in reports back to the login page. */
export function loginErrorPath(code: string): string {
  return `${paths.login}?${new URLSearchParams({ error: code })}`;
}
