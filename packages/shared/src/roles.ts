/** Plain constants only: this module is in the web app's entry chunk, so it must not import zod. */
export const ROLES = { student: 'student', alumni: 'alumni', admin: 'admin' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_VALUES = ['student', 'alumni', 'admin'] as const;

export const DASHBOARD_PATH: Record<Role, string> = {
  student: '/student-dashboard',
  alumni: '/alumni-dashboard',
  admin: '/admin-dashboard',
};
