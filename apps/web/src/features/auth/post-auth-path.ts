import { DASHBOARD_PATH, type Session } from '@mentorbridge/shared';
import { paths } from '@/config/paths';

export function postAuthPath(session: Pick<Session, 'role' | 'isProfileComplete'>): string {
  if (!session.isProfileComplete) {
    if (session.role === 'student') return paths.completeProfile;
    if (session.role === 'alumni') return paths.completeAlumniProfile;
  }
  return DASHBOARD_PATH[session.role];
}

export function loginErrorPath(code: string): string {
  return `${paths.login}?${new URLSearchParams({ error: code })}`;
}
