import { z } from 'zod';
import { ADMIN_LIMITS, ADMIN_MESSAGES, adminReasonSchema } from './admin-console';
import { allOrEmptyToUndefined, dataResponseSchema, pageQuery } from './common';
import { ROLES } from './roles';

/**
 * The admin console's user table (part 2 sections 2.3, 6, 7 "Admin", 8; server-rules "Admin"): list, stats,
 * status and deletion. Served by the `admin-users` module; its limits and messages are the console's.
 */

/** 'User status updated to {status}' (part 2 section 8). */
export const userStatusUpdatedMessage = (isActive: boolean) =>
  `User status updated to ${isActive ? 'active' : 'inactive'}`;

/** 'Delete N selected users?' (part 2 section 8). */
export const confirmBulkDeleteMessage = (count: number) => `Delete ${count} selected users?`;

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_SORTS = ['newest', 'oldest', 'name', 'lastActive', 'points'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** Query of `GET /api/users` (admin; total in `X-Total-Count`). 'all' or empty means no filter. */
export const adminUserListQuerySchema = z.object({
  /** Case-insensitive, on name or e-mail (part 2 section 5). */
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
  ...pageQuery({
    maxPage: 100_000,
    maxLimit: ADMIN_LIMITS.maxPageSize,
    defaultLimit: ADMIN_LIMITS.userPageSize,
    wording: 'strict',
  }),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** A row of the user table (part 2 sections 2.3 and 3, "User (admin data)"). */
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  avatar: z.string().nullable(),
  /** Accepted mentorships, sessions, experiences, resources, mock interviews (part 2 section 9). */
  contributions: z.number(),
  points: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last sign-in; null if never. */
  lastActive: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

/** `GET /api/users/stats` (part 2 section 9: 'Active today', 'New this week', engagement, uptime). */
export const userStatsSchema = z.object({
  totalUsers: z.number(),
  students: z.number(),
  alumni: z.number(),
  admins: z.number(),
  activeUsers: z.number(),
  inactiveUsers: z.number(),
  /** Signed in (or changed) within 24 hours. */
  activeToday: z.number(),
  /** Joined within 7 days. */
  newThisWeek: z.number(),
  /** Average leaderboard points, capped at 100 (a percentage). */
  engagement: z.number(),
  /** Hard-coded 99.9 by the spec. */
  serverUptime: z.number(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
export const userStatsResponseSchema = dataResponseSchema(userStatsSchema);

/** Body of `PUT /api/users/{id}/status`. */
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
