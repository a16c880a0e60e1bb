import { DASHBOARD_PATH, type Role } from '@mentorbridge/shared';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /**
   * False for a link that repeats another one's page (the admin's Profile is the admin dashboard): only
   * the first link to a page is marked as the current one.
   */
  canBeCurrent?: boolean;
}

/** Where the Profile link points: the role's own profile; admin has none, so its dashboard. */
export function getProfilePath(role: Role): string {
  if (role === 'student') return paths.studentProfile;
  if (role === 'alumni') return paths.alumniProfile;
  return paths.adminDashboard;
}

/** The signed-in top navigation, in order (part 1 section 2, "Top navigation (logged in)"). */
export function getNavItems(role: Role): NavItem[] {
  const items: (NavItem | false)[] = [
    { label: 'Dashboard', to: DASHBOARD_PATH[role] },
    role !== 'alumni' && { label: 'Interviews', to: paths.interviews },
    { label: 'Companies', to: paths.companyInsights },
    // Admin may open the mentorship dashboard (part 1 route table), so it shares the alumni link.
    { label: 'Mentorship Request', to: role === 'student' ? paths.mentorship : paths.mentorshipDashboard },
    role !== 'admin' && { label: 'Resources', to: paths.resources },
    role === 'admin' && { label: 'Manage Resources', to: paths.adminResources },
    { label: 'Leaderboard', to: paths.leaderboard },
    { label: 'Profile', to: getProfilePath(role), canBeCurrent: role !== 'admin' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** Links shown when signed out. */
export const GUEST_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Login', to: paths.login },
  { label: 'Get Started', to: paths.register },
];
