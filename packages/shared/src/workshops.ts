import { z } from 'zod';
import { blankToUndefined, createFail, idParamsSchema, idSchema, isBlank, listQuery, webUrl } from './common';
import { parseDateTime } from './time';

export const WORKSHOP_CATEGORIES = [
  'Technical Interview',
  'Behavioral Interview',
  'System Design',
  'Career Guidance',
  'Resume Review',
  'Mock Interview',
  'Coding Practice',
  'Soft Skills',
  'Industry Insights',
  'Other',
] as const;
export const SESSION_TYPES = ['mentorship', 'workshop', 'mock-interview', 'career-guidance'] as const;
export const BOOKING_STATUSES = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type WorkshopDisplayStatus = 'upcoming' | 'completed' | 'cancelled';

export const WORKSHOP_LIMITS = {
  defaultDuration: 60,
  defaultMaxParticipants: 10,
  defaultType: 'mentorship',
  duration: { min: 15, max: 300 },
  participants: { min: 1, max: 100 },
  priceMin: 1,
  priceMax: 1_000_000,
  titleMax: 150,
  descriptionMax: 5000,
  notesMax: 1000,
  commentMax: 1000,
  lowCapacity: 3,
  /** Unless the host sets otherwise. */
  defaultCancelCutoffHours: 2,
  cancelCutoffHours: { min: 0, max: 168 },
  /** The open list's page when `page` or `limit` asks for one. */
  pageSize: 50,
  maxPageSize: 100,
} as const;

export const WORKSHOP_MESSAGES = {
  titleRequired: 'Workshop title is required',
  descriptionRequired: 'Workshop description is required',
  categoryRequired: 'Please select a category',
  dateRequired: 'Please select a date and time',
  dateFuture: 'Workshop date must be in the future',
  priceRequired: 'Price must be greater than 0 for paid workshops',
  durationRange: 'Duration must be between 15 and 300 minutes',
  participantsRange: 'Max participants must be between 1 and 100',
  meetingLinkInvalid: 'Please enter a valid meeting link',
  created: 'Workshop created successfully!',
  updated: 'Workshop updated successfully!',
  deleted: 'Workshop deleted successfully',
  notFound: 'Workshop not found',
  notUpcoming: 'Only upcoming workshops can be changed',
  booked: 'Workshop booked successfully! Check your bookings tab.',
  bookFailed: 'Failed to book workshop. Please try again.',
  fullyBooked: 'This workshop is fully booked',
  alreadyBooked: 'You have already booked this workshop',
  notBookable: 'This workshop is no longer open for booking',
  bookingNotFound: 'Booking not found',
  bookingNotPending: 'This booking has already been answered',
  confirmed: 'Booking confirmed successfully! Student will be notified.',
  cancelledByAlumni: 'Booking cancelled successfully!',
  cancelled: 'Booking cancelled successfully!',
  notCancellable: 'This booking can no longer be cancelled',
  meetingLinkSaved: 'Meeting link added successfully! Students will be notified.',
  completed: 'Workshop marked as completed!',
  completeNeedsConfirmed: 'A workshop can be completed once it has at least one confirmed booking',
  feedbackThanks: 'Thank you for your feedback!',
  feedbackNotAllowed: 'You can leave feedback only after attending a completed workshop',
  feedbackDuplicate: 'You have already left feedback for this workshop',
  ratingRange: 'Rating must be between 1 and 5',
  fetchFailed: 'Failed to fetch workshops',
  createFailed: 'Failed to create workshop. Please try again.',
  updateFailed: 'Failed to update workshop. Please try again.',
  deleteFailed: 'Failed to delete workshop',
  meetingLinkFailed: 'Failed to add meeting link',
  confirmFailed: 'Failed to confirm booking',
  cancelFailed: 'Failed to cancel booking',
  completeFailed: 'Failed to complete workshop',
  feedbackFetchFailed: 'Failed to fetch feedback',
  cancelCutoffRange: 'The cancellation cut-off must be between 0 and 168 hours',
  attendanceUnknownBooking: 'Attendance can only be marked for confirmed bookings of this workshop',
} as const;

export function cancelCutoffMessage(hours: number): string {
  return `Bookings cannot be cancelled within ${hours} ${hours === 1 ? 'hour' : 'hours'} of the start`;
}

const W = WORKSHOP_MESSAGES;
const L = WORKSHOP_LIMITS;

const meetingLink = z.preprocess(
  blankToUndefined,
  z.string().trim().max(500).pipe(webUrl(W.meetingLinkInvalid)).optional(),
);

/** Each parsed on its own; `workshopFormSchema` runs the ordered checks. */
const workshopFormFields = z.object({
  title: z.string().trim().max(L.titleMax).optional(),
  description: z.string().trim().max(L.descriptionMax).optional(),
  category: z.string().optional(),
  workshopType: z.enum(SESSION_TYPES, { error: 'Please select a session type' }).default(L.defaultType),
  scheduledDate: z.string().optional(),
  isPaid: z.boolean().default(false),
  price: z.coerce.number().int({ error: 'Price is in whole rupees' }).min(0).max(L.priceMax).default(0),
  duration: z.coerce
    .number()
    .int()
    .min(L.duration.min, { error: W.durationRange })
    .max(L.duration.max, { error: W.durationRange })
    .default(L.defaultDuration),
  maxParticipants: z.coerce
    .number()
    .int()
    .min(L.participants.min, { error: W.participantsRange })
    .max(L.participants.max, { error: W.participantsRange })
    .default(L.defaultMaxParticipants),
  meetingLink,
  prerequisites: z.string().trim().max(2000).optional(),
  topics: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  cancelCutoffHours: z.coerce
    .number()
    .int({ error: W.cancelCutoffRange })
    .min(L.cancelCutoffHours.min, { error: W.cancelCutoffRange })
    .max(L.cancelCutoffHours.max, { error: W.cancelCutoffRange })
    .default(L.defaultCancelCutoffHours),
});

/**
 * The six ordered checks run as one rule so the first failing one is the message. A `scheduledDate` without
 * an offset is wall-clock time in `timeZone`.
 */
export function workshopFormSchema(now: () => Date = () => new Date(), timeZone?: string) {
  return workshopFormFields
    .superRefine((form, context) => {
      const fail = createFail(context);
      if (isBlank(form.title)) return fail('title', W.titleRequired);
      if (isBlank(form.description)) return fail('description', W.descriptionRequired);
      if (!(WORKSHOP_CATEGORIES as readonly string[]).includes(form.category ?? ''))
        return fail('category', W.categoryRequired);
      if (isBlank(form.scheduledDate)) return fail('scheduledDate', W.dateRequired);
      const when = parseDateTime(form.scheduledDate!, timeZone);
      if (!when) return fail('scheduledDate', W.dateRequired);
      if (when.getTime() <= now().getTime()) return fail('scheduledDate', W.dateFuture);
      if (form.isPaid && form.price < L.priceMin) return fail('price', W.priceRequired);
    })
    .transform((form) => ({
      ...form,
      title: form.title!,
      description: form.description!,
      category: form.category as (typeof WORKSHOP_CATEGORIES)[number],
      scheduledAt: parseDateTime(form.scheduledDate!, timeZone)!,
      price: form.isPaid ? form.price : 0,
    }));
}
export type WorkshopForm = z.infer<ReturnType<typeof workshopFormSchema>>;
/** `scheduledDate` is an ISO instant with its offset. */
export type WorkshopFormBody = z.output<typeof workshopFormFields>;

export const bookingParamsSchema = idParamsSchema.extend({ bookingId: idSchema });
export type BookingParams = z.infer<typeof bookingParamsSchema>;

/** The host is the workshop's, so no alumni id is taken. */
export const bookWorkshopSchema = z.object({
  scheduledDate: z.string().max(40).optional(),
  scheduledTime: z.string().max(20).optional(),
  notes: z
    .string()
    .trim()
    .max(L.notesMax, { error: `Notes must be at most ${L.notesMax} characters` })
    .optional(),
});
export type BookWorkshopInput = z.infer<typeof bookWorkshopSchema>;

/** Confirm (with a meeting link, else the workshop's) or reject. */
export const bookingDecisionSchema = z.object({
  status: z.enum(['Confirmed', 'Cancelled'], { error: 'Status must be Confirmed or Cancelled' }),
  meetingLink,
});
export type BookingDecisionInput = z.infer<typeof bookingDecisionSchema>;

export const meetingLinkSchema = z.object({
  meetingLink: z
    .string({ error: W.meetingLinkInvalid })
    .trim()
    .min(1, { error: W.meetingLinkInvalid })
    .max(500)
    .pipe(webUrl(W.meetingLinkInvalid)),
});
export type MeetingLinkInput = z.infer<typeof meetingLinkSchema>;

/** A confirmed booking not listed counts as attended. */
export const completeWorkshopSchema = z.preprocess(
  // A request without a body completes with everyone attended (older clients send none).
  (body) => body ?? {},
  z.object({
    attendance: z
      .array(
        z.object({
          bookingId: idSchema,
          status: z.enum(['attended', 'no-show'], { error: 'Attendance must be attended or no-show' }),
        }),
      )
      .max(100)
      .default([]),
  }),
);
export type CompleteWorkshopInput = z.infer<typeof completeWorkshopSchema>;

export const feedbackSchema = z.object({
  workshopId: idSchema,
  rating: z.coerce
    .number()
    .int({ error: W.ratingRange })
    .min(1, { error: W.ratingRange })
    .max(5, { error: W.ratingRange }),
  comment: z
    .string()
    .trim()
    .max(L.commentMax, { error: `Comment must be at most ${L.commentMax} characters` })
    .optional(),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

/**
 * Without `page` or `limit`, every open workshop (up to `LIST_CAP`); with either, a page of `pageSize` by
 * default.
 */
export const workshopListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  ...listQuery({ maxLimit: WORKSHOP_LIMITS.maxPageSize }),
});
export type WorkshopListQuery = z.infer<typeof workshopListQuerySchema>;

export function workshopDisplayStatus(
  isActive: boolean,
  scheduledDate: string | Date | null,
  now: Date,
): WorkshopDisplayStatus {
  if (!isActive) return 'cancelled';
  if (!scheduledDate) return 'upcoming';
  return new Date(scheduledDate).getTime() > now.getTime() ? 'upcoming' : 'completed';
}

/** Bucketed by floor. */
export function ratingDistribution(ratings: number[]): Record<1 | 2 | 3 | 4 | 5, number> {
  const buckets = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const rating of ratings) {
    const bucket = Math.min(5, Math.max(1, Math.floor(rating))) as 1 | 2 | 3 | 4 | 5;
    buckets[bucket]++;
  }
  return buckets;
}
