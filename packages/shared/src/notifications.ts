import { z } from 'zod';
import { dataResponseSchema, pageQuery } from './common';

/** Every state change that mails someone also leaves a notification in the same transaction. */
export const NOTIFICATION_CATEGORIES = ['mentorship', 'workshops', 'resources', 'moderation'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  mentorship: 'Mentorship requests',
  workshops: 'Workshops and bookings',
  resources: 'Placement resources',
  moderation: 'Reports and moderation',
};

export const EMAIL_MODES = ['instant', 'off', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  instant: 'E-mail each time',
  off: 'No e-mail',
  digest: 'Daily digest',
};

export const NOTIFICATION_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 50,
  panelItems: 8,
  /** Polling interval when the event stream is down. */
  pollMs: 30_000,
} as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  allRead: 'All notifications marked as read',
  marked: 'Notification marked as read',
  preferencesSaved: 'Notification preferences saved',
  empty: "You're all caught up",
} as const;

export const notificationSchema = z.object({
  _id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Unread first, then newest first. */
export const notificationListQuerySchema = z.object({
  ...pageQuery({
    maxLimit: NOTIFICATION_LIMITS.maxPageSize,
    defaultLimit: NOTIFICATION_LIMITS.defaultPageSize,
  }),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = z.object({ success: z.literal(true), count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const notificationReadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  count: z.number().int(),
});
export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;

const emailModeSchema = z.enum(EMAIL_MODES);

export const notificationPreferencesSchema = z.object({
  email: z.object({
    mentorship: emailModeSchema,
    workshops: emailModeSchema,
    resources: emailModeSchema,
    moderation: emailModeSchema,
  } satisfies Record<NotificationCategory, typeof emailModeSchema>),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesResponseSchema = dataResponseSchema(notificationPreferencesSchema);

/** Server-Sent Events: `unread` on every change of the unread count, whichever instance made it. */
export const notificationStreamEventSchema = z.object({
  count: z.number().int(),
  latest: notificationSchema.optional(),
});
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;
