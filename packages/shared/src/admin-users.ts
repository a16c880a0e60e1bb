import { z } from 'zod';
import { ADMIN_LIMITS, ADMIN_MESSAGES, adminReasonSchema } from './admin-console';
import { allOrEmptyToUndefined, dataResponseSchema, listQuery, listResponseSchema } from './common';
import { ROLES } from './roles';

export const userStatusUpdatedMessage = (isActive: boolean) =>
  `User status updated to ${isActive ? 'active' : 'inactive'}`;

export const confirmBulkDeleteMessage = (count: number) => `Delete ${count} selected users?`;

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_SORTS = ['newest', 'oldest', 'name', 'lastActive', 'points'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/**
 * Query of `GET /api/users` (admin; total in `X-Total-Count`). 'all' or empty means no filter. Without
 * `page` and `limit` every matching user (up to `LIST_CAP`); with either, a page of `userPageSize`.
 */
export const adminUserListQuerySchema = z.object({
  /** Case-insensitive, on name or e-mail. */
  q: z.preprocess(
    allOrEmptyToUndefined,
    z
      .string()
      .trim()
      .max(ADMIN_LIMITS.searchMax, { error: `Search must be at most ${ADMIN_LIMITS.searchMax} characters` })
      .optional(),
  ),
  role: z.preprocess(allOrEmptyToUndefined, z.enum(ROLES, { error: 'Unknown role' }).optional()),
  status: z.preprocess(allOrEmptyToUndefined, z.enum(USER_STATUSES, { error: 'Unknown status' }).optional()),
  sort: z.preprocess(allOrEmptyToUndefined, z.enum(USER_SORTS, { error: 'Unknown sort' }).default('newest')),
  ...listQuery({ maxPage: 100_000, maxLimit: ADMIN_LIMITS.maxPageSize, wording: 'strict' }),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  avatar: z.string().nullable(),
  /** Accepted mentorships, sessions, experiences, resources, mock interviews. */
  contributions: z.number(),
  points: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActive: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListResponseSchema = listResponseSchema(adminUserSchema);
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

export const userStatsSchema = z.object({
  totalUsers: z.number(),
  /** The spec's names for `students` and `alumni` (part 2 section 3, User stats): the same counts. */
  totalStudents: z.number(),
  totalAlumni: z.number(),
  students: z.number(),
  alumni: z.number(),
  admins: z.number(),
  activeUsers: z.number(),
  inactiveUsers: z.number(),
  activeToday: z.number(),
  newThisWeek: z.number(),
  /** Average leaderboard points, capped at 100 (a percentage). */
  engagement: z.number(),
  /** Hard-coded 99.9: the spec asks for this figure. */
  serverUptime: z.number(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
export const userStatsResponseSchema = dataResponseSchema(userStatsSchema);

export const userStatusSchema = z.object({
  isActive: z.boolean({ error: ADMIN_MESSAGES.isActiveRequired }),
  reason: adminReasonSchema,
});
export type UserStatusInput = z.infer<typeof userStatusSchema>;

export const userStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminUserSchema,
});

/** Body of `POST /api/users/bulk-delete`: all or nothing, in one transaction. */
export const bulkDeleteUsersSchema = z.object({
  ids: z
    .array(z.uuid({ error: ADMIN_MESSAGES.idInvalid }), { error: ADMIN_MESSAGES.idsRequired })
    .min(1, { error: ADMIN_MESSAGES.idsRequired })
    .max(ADMIN_LIMITS.bulkMax, { error: ADMIN_MESSAGES.idsMax }),
});
export type BulkDeleteUsersInput = z.infer<typeof bulkDeleteUsersSchema>;

export const bulkDeleteUsersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.number(),
});
