import type { AdminUser, UserStats } from '@mentorbridge/shared';
import type { AdminUserRow, readUserStats } from './admin-users.repository';

/** An explicit allow-list: never a hash, a code or a token version. */
export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    isVerified: row.isVerified,
    avatar: row.avatar,
    contributions: row.contributions,
    points: row.points,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastActive: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** The spec caps engagement at 100 % and hard-codes uptime at 99.9. */
const ENGAGEMENT_CAP = 100;
const SERVER_UPTIME = 99.9;

export function toUserStats(row: Awaited<ReturnType<typeof readUserStats>>): UserStats {
  return {
    totalUsers: row.students + row.alumni + row.admins,
    totalStudents: row.students,
    totalAlumni: row.alumni,
    students: row.students,
    alumni: row.alumni,
    admins: row.admins,
    activeUsers: row.active,
    inactiveUsers: row.inactive,
    activeToday: row.activeToday,
    newThisWeek: row.newThisWeek,
    engagement: Math.min(ENGAGEMENT_CAP, Math.round(row.averagePoints * 10) / 10),
    serverUptime: SERVER_UPTIME,
  };
}
