import type { AdminUser, UserStats } from '@mentorbridge/shared';
import { absoluteUrl } from '../../platform/http/public-url';
import type { AdminUserRow, readUserStats } from './admin-users.repository';

/**
 * A row of the admin user table: an explicit allow-list (never a hash, a code or a token version), the
 * avatar as an absolute URL like every other answer's.
 */
export function toAdminUser(row: AdminUserRow, publicUrl: string): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    isVerified: row.isVerified,
    avatar: absoluteUrl(publicUrl, row.avatar),
    contributions: row.contributions,
    points: row.points,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastActive: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** Spec: engagement is the average leaderboard points, capped at 100%; uptime is hard-coded 99.9. */
const ENGAGEMENT_CAP = 100;
const SERVER_UPTIME = 99.9;

export function toUserStats(row: Awaited<ReturnType<typeof readUserStats>>): UserStats {
  return {
    totalUsers: row.students + row.alumni + row.admins,
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
