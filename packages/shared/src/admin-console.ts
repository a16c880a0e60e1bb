import { z } from 'zod';
import { allOrEmptyToUndefined, dataResponseSchema, pageQuery, personRefSchema } from './common';
import { REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from './content-reports';
import { ROLES } from './roles';

/** Limits and messages of the whole admin console, the user table of `admin-users.ts` included. */

export const ADMIN_LIMITS = {
  userPageSize: 10,
  maxPageSize: 100,
  searchMax: 100,
  reasonMax: 500,
  /** Ids in one bulk delete. */
  bulkMax: 100,
  recentActivity: 8,
  auditPageSize: 20,
  reportPageSize: 20,
  /** Longest analytics window, in days. */
  analyticsMaxDays: 366,
  analyticsTop: 10,
} as const;

export const ADMIN_MESSAGES = {
  unauthorized: 'Unauthorized: Please login as admin to access dashboard.',
  forbidden: 'Access Denied: Only admins can access this dashboard.',
  tokenMissing: 'Authentication token not found. Please login again.',
  loadFailed: 'Failed to load dashboard data',
  statusFailed: 'Failed to update user status. Please try again.',
  deleteFailed: 'Failed to delete user. Please try again.',
  bulkDeleteFailed: 'Failed to delete some users. Please try again.',
  deleted: 'User deleted successfully',
  bulkDeleted: 'Selected users deleted successfully',
  confirmDeletionTitle: 'Confirm Deletion',
  notSelf: 'You cannot deactivate or delete your own account',
  lastAdmin: 'The last active admin cannot be deactivated or deleted',
  userNotFound: 'User not found',
  someUsersNotFound: 'Some of the selected users no longer exist',
  idsRequired: 'Select at least one user',
  idsMax: `Select at most ${ADMIN_LIMITS.bulkMax} users at a time`,
  idInvalid: 'Invalid user id',
  isActiveRequired: 'isActive must be true or false',
  reasonMax: `Reason must be at most ${ADMIN_LIMITS.reasonMax} characters`,
  reportNotFound: 'Report not found',
  reportClosed: 'This report has already been decided',
  reportDismissed: 'Report dismissed',
  contentRemoved: 'Content removed',
  decisionRequired: 'Choose Approve or Remove',
  dateInvalid: 'Dates must be written as YYYY-MM-DD',
  rangeInvalid: 'The start date must not be after the end date',
  rangeTooLong: `Choose at most ${ADMIN_LIMITS.analyticsMaxDays} days`,
  exportUnknown: 'Unknown export',
} as const;

/** An admin's optional reason for an act (a status change, a report decision): trimmed; empty is null. */
export const adminReasonSchema = z
  .string()
  .trim()
  .max(ADMIN_LIMITS.reasonMax, { error: ADMIN_MESSAGES.reasonMax })
  .optional()
  .transform((value) => value || null);

/** The console's lists go deeper than others' and word a bad page or limit in full. */
/* @__NO_SIDE_EFFECTS__ */
const adminPageQuery = (defaultLimit: number) =>
  pageQuery({ maxPage: 100_000, maxLimit: ADMIN_LIMITS.maxPageSize, defaultLimit, wording: 'strict' });
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Every admin act the log records (`<target>.<act>`), and a host completing a workshop before it starts. */
export const AUDIT_ACTIONS = [
  'user.activate',
  'user.deactivate',
  'user.delete',
  'resource.publish',
  'resource.unpublish',
  'resource.refuse',
  'resource.delete',
  'experience.delete',
  'insight.delete',
  'report.dismiss',
  'report.remove',
  'workshop.complete_early',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'user',
  'resource',
  'experience',
  'insight',
  'report',
  'profile',
  'workshop',
] as const;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.activate': 'Activated user',
  'user.deactivate': 'Deactivated user',
  'user.delete': 'Deleted user',
  'resource.publish': 'Published resource',
  'resource.unpublish': 'Unpublished resource',
  'resource.refuse': 'Refused resource',
  'resource.delete': 'Deleted resource',
  'experience.delete': 'Removed interview experience',
  'insight.delete': 'Removed company insight',
  'report.dismiss': 'Dismissed report',
  'report.remove': 'Removed reported content',
  'workshop.complete_early': 'Completed workshop before its start',
};

/** Query of `GET /api/admin/audit-log` (newest first; total in `X-Total-Count`). */
export const auditLogQuerySchema = z.object({
  action: z.preprocess(allOrEmptyToUndefined, z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional()),
  targetType: z.preprocess(
    allOrEmptyToUndefined,
    z.enum(AUDIT_TARGET_TYPES, { error: 'Unknown target type' }).optional(),
  ),
  actorId: z.preprocess(allOrEmptyToUndefined, z.uuid({ error: ADMIN_MESSAGES.idInvalid }).optional()),
  targetId: z.preprocess(allOrEmptyToUndefined, z.string().trim().max(100).optional()),
  ...adminPageQuery(ADMIN_LIMITS.auditPageSize),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** `_id` null when the admin's account was deleted since. */
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
  total: z.number(),
});

/** Query of `GET /api/admin/reports`: one row per reported item, most reports first within the status. */
export const adminReportsQuerySchema = z.object({
  status: z.preprocess(
    (value) => (isEmpty(value) ? 'open' : value),
    z.enum(['open', 'closed', 'all'], { error: 'Unknown status' }),
  ),
  kind: z.preprocess(allOrEmptyToUndefined, z.enum(REPORT_KINDS, { error: 'Unknown kind' }).optional()),
  ...adminPageQuery(ADMIN_LIMITS.reportPageSize),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

export const reportedItemSchema = z.object({
  /** The id to decide with: the newest report of the item (deciding it decides all of the item's open ones). */
  _id: z.string(),
  kind: z.enum(REPORT_KINDS),
  targetId: z.string(),
  targetLabel: z.string().nullable(),
  targetPath: z.string().nullable(),
  /** null: 'Former member' or gone. */
  author: z.nullable(personRefSchema),
  status: z.enum(REPORT_STATUSES),
  reportCount: z.number(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number() })),
  reports: z.array(
    z.object({
      _id: z.string(),
      reason: z.enum(REPORT_REASONS),
      details: z.string(),
      reporter: personRefSchema,
      createdAt: z.string(),
    }),
  ),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const adminReportsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(reportedItemSchema),
  total: z.number(),
  openCounts: z.record(z.enum(REPORT_KINDS), z.number()),
});

export const REPORT_DECISIONS = ['approve', 'remove'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** Approve dismisses the item's open reports; Remove deletes the content and reverses its points. */
export const reportDecisionSchema = z.object({
  decision: z.enum(REPORT_DECISIONS, { error: ADMIN_MESSAGES.decisionRequired }),
  reason: adminReasonSchema,
});
export type ReportDecisionInput = z.infer<typeof reportDecisionSchema>;

const dateOnly = z
  .string({ error: ADMIN_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ADMIN_MESSAGES.dateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: ADMIN_MESSAGES.dateInvalid });

/** Calendar days in the platform time zone, both included; defaults to the last 12 weeks. */
export const analyticsQuerySchema = z
  .object({
    from: z.preprocess((value) => (isEmpty(value) ? undefined : value), dateOnly.optional()),
    to: z.preprocess((value) => (isEmpty(value) ? undefined : value), dateOnly.optional()),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    error: ADMIN_MESSAGES.rangeInvalid,
    path: ['from'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const countByRole = z.object({ student: z.number(), alumni: z.number(), admin: z.number() });

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** One row per week (weeks start on Monday), oldest first, every week present. */
  signupsByWeek: z.array(
    z.object({
      week: z.string(),
      signups: countByRole,
      /** Of that week's sign-ups, how many have completed their profile by today. */
      completedProfiles: countByRole,
    }),
  ),
  mentorship: z.object({
    /** Requests created in the range, by current status. */
    byStatus: z.record(z.string(), z.number()),
    /** Median hours from request to accept or reject, of those answered; null if none. */
    medianHoursToAnswer: z.number().nullable(),
    /** Answered (accepted or rejected) of all requests, 0-100; null if none. */
    responseRate: z.number().nullable(),
  }),
  workshops: z.object({
    held: z.number(),
    confirmedSeats: z.number(),
    /** Seats taken of the seats offered, 0-100; null if none held. */
    attendanceRate: z.number().nullable(),
    topCategories: z.array(z.object({ category: z.string(), bookings: z.number() })),
  }),
  /** Companies by interview experiences' helpful votes and insight ratings in the range, most first. */
  topCompanies: z.array(z.object({ company: z.string(), experiences: z.number(), reads: z.number() })),
  topContributors: z.array(
    z.object({ _id: z.string(), name: z.string(), role: z.enum(ROLES), points: z.number() }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export const analyticsResponseSchema = dataResponseSchema(analyticsSchema);

/**
 * `GET /api/admin/analytics/sessions`, for the same range as the analytics. Weeks start on Monday in the
 * platform time zone. A session counts as booked in the week it was booked, unless cancelled since; as
 * completed (or a no-show) in the week it started.
 */
export const sessionAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** One row per week, oldest first, every week present. */
  byWeek: z.array(z.object({ week: z.string(), booked: z.number(), completed: z.number() })),
  /** Sessions booked in the range, by the day of booking, those cancelled since included. */
  booked: z.number(),
  /** Of `booked`, how many were cancelled since. */
  cancelled: z.number(),
  completed: z.number(),
  noShows: z.number(),
  /** no_show / (completed + no_show), 0-100; null when no session was held. */
  noShowRate: z.number().nullable(),
  /**
   * Of the mentorships accepted in the range that have a session booked, completed or missed (never a
   * cancelled one), the median hours from acceptance to the start of the first; null if none.
   */
  medianHoursToFirstSession: z.number().nullable(),
  /** How many mentorships the median is taken over. */
  firstSessions: z.number(),
});
export type SessionAnalytics = z.infer<typeof sessionAnalyticsSchema>;
export const sessionAnalyticsResponseSchema = dataResponseSchema(sessionAnalyticsSchema);

export const EXPORT_KINDS = [
  'users',
  'mentorship-requests',
  'workshop-attendance',
  'leaderboard',
  'sessions',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_LABELS: Record<ExportKind, string> = {
  users: 'Users',
  'mentorship-requests': 'Mentorship requests',
  'workshop-attendance': 'Workshop attendance',
  leaderboard: 'Leaderboard',
  sessions: 'Mentor sessions',
};
export const exportParamsSchema = z.object({
  kind: z.enum(EXPORT_KINDS, { error: ADMIN_MESSAGES.exportUnknown }),
});

/** Cells a spreadsheet would read as a formula get an apostrophe prefix (CSV injection). */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CRLF-terminated, RFC 4180. */
export const csvLine = (cells: ReadonlyArray<string | number | boolean | null | undefined>) =>
  `${cells.map(csvCell).join(',')}\r\n`;
