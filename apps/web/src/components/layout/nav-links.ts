import { DASHBOARD_PATH, type Role } from '@mentorbridge/shared';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Only the first link to a page is marked current (the admin's Profile is the admin dashboard). */
  canBeCurrent?: boolean;
}

export function getProfilePath(role: Role): string {
  if (role === 'student') return paths.studentProfile;
  if (role === 'alumni') return paths.alumniProfile;
  return paths.adminDashboard;
}

export function getNavItems(role: Role): NavItem[] {
  const items: (NavItem | false)[] = [
    { label: 'Dashboard', to: DASHBOARD_PATH[role] },
    role !== 'alumni' && { label: 'Interviews', to: paths.interviews },
    { label: 'Companies', to: paths.companyInsights },
    { label: 'Mentorship Request', to: role === 'student' ? paths.mentorship : paths.mentorshipDashboard },
    role !== 'admin' && { label: 'Resources', to: paths.resources },
    role === 'admin' && { label: 'Manage Resources', to: paths.adminResources },
    { label: 'Leaderboard', to: paths.leaderboard },
    { label: 'Profile', to: getProfilePath(role), canBeCurrent: role !== 'admin' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

export const GUEST_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Login', to: paths.login },
  { label: 'Get Started', to: paths.register },
];
