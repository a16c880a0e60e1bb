import { z } from 'zod';

export const ROLES = { student: 'student', alumni: 'alumni', admin: 'admin' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const roleSchema = z.enum(['student', 'alumni', 'admin']);

/** Where each role's Dashboard link points (part 1 section 2). */
export const DASHBOARD_PATH: Record<Role, string> = {
  student: '/student-dashboard',
  alumni: '/alumni-dashboard',
  admin: '/admin-dashboard',
};
