import { z } from 'zod';

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

/** Form defaults and bounds (part 2 sections 5 and 9). */
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
} as const;

const W = WORKSHOP_MESSAGES;
const L = WORKSHOP_LIMITS;
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (blank(value) ? undefined : value);

const meetingLink = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(500)
    .pipe(z.url({ protocol: /^https?$/, error: W.meetingLinkInvalid }))
    .optional(),
);

/**
 * The workshop form, checked in the order of part 2 section 5. The six ordered checks run as one rule so
 * the first failing one is the message; the bounds come after.
 */
export function workshopFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
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
    })
    .superRefine((form, context) => {
      const fail = (path: string, message: string) =>
        context.addIssue({ code: 'custom', message, path: [path] });
      if (blank(form.title)) return fail('title', W.titleRequired);
      if (blank(form.description)) return fail('description', W.descriptionRequired);
      if (!(WORKSHOP_CATEGORIES as readonly string[]).includes(form.category ?? ''))
        return fail('category', W.categoryRequired);
      if (blank(form.scheduledDate)) return fail('scheduledDate', W.dateRequired);
      const when = new Date(form.scheduledDate!);
      if (Number.isNaN(when.getTime())) return fail('scheduledDate', W.dateRequired);
      if (when.getTime() <= now().getTime()) return fail('scheduledDate', W.dateFuture);
      if (form.isPaid && form.price < L.priceMin) return fail('price', W.priceRequired);
    })
    .transform((form) => ({
      ...form,
      title: form.title!,
      description: form.description!,
      category: form.category as (typeof WORKSHOP_CATEGORIES)[number],
      scheduledAt: new Date(form.scheduledDate!),
      // Unchecking "paid" resets the price to 0.
      price: form.isPaid ? form.price : 0,
    }));
}
export type WorkshopForm = z.infer<ReturnType<typeof workshopFormSchema>>;

export const bookWorkshopSchema = z.object({
  alumniId: z.string().max(100).optional(),
  scheduledDate: z.string().max(40).optional(),
  scheduledTime: z.string().max(20).optional(),
  notes: z
    .string()
    .trim()
    .max(L.notesMax, { error: `Notes must be at most ${L.notesMax} characters` })
    .optional(),
});

export const bookingDecisionSchema = z.object({
  status: z.enum(['Confirmed', 'Cancelled'], { error: 'Status must be Confirmed or Cancelled' }),
  meetingLink,
});

export const meetingLinkSchema = z.object({
  meetingLink: z
    .string({ error: W.meetingLinkInvalid })
    .trim()
    .min(1, { error: W.meetingLinkInvalid })
    .max(500)
    .pipe(z.url({ protocol: /^https?$/, error: W.meetingLinkInvalid })),
});

export const feedbackSchema = z.object({
  workshopId: z.string().max(100),
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

export const workshopListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const mentor = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  profilePhoto: z.string().nullable(),
});

/** The student view, derived from the workshop (server-rules "Workshops and bookings"). */
export const studentWorkshopSchema = z.object({
  _id: z.string(),
  title: z.string(),
  mentor,
  mentorshipType: z.array(z.string()),
  description: z.string(),
  sessionMode: z.array(z.string()),
  duration: z.number(),
  availableSlots: z.number(),
  isPaidSession: z.boolean(),
  sessionCharge: z.number(),
  availableDays: z.array(z.string()),
  availableTime: z.string(),
  scheduledDate: z.string(),
  topics: z.array(z.string()),
  prerequisites: z.string().nullable(),
  /** The caller's own active booking of this workshop, if any. */
  myBookingStatus: z.enum(BOOKING_STATUSES).nullable(),
});
export type StudentWorkshop = z.infer<typeof studentWorkshopSchema>;

export const ownerBookingSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  status: z.enum(BOOKING_STATUSES),
  bookedAt: z.string(),
  notes: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  scheduledTime: z.string().nullable(),
});

export const ownerWorkshopSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  workshopType: z.string(),
  isPaid: z.boolean(),
  price: z.number(),
  isPaidSession: z.boolean(),
  sessionCharge: z.number(),
  duration: z.number(),
  maxParticipants: z.number(),
  scheduledDate: z.string(),
  meetingLink: z.string().nullable(),
  prerequisites: z.string().nullable(),
  topics: z.array(z.string()),
  isActive: z.boolean(),
  /** upcoming, completed or cancelled (part 2 section 4). */
  status: z.enum(['upcoming', 'completed', 'cancelled']),
  isMarkedCompleted: z.boolean(),
  confirmedCount: z.number(),
  availableSlots: z.number(),
  bookings: z.array(ownerBookingSchema),
});
export type OwnerWorkshop = z.infer<typeof ownerWorkshopSchema>;

export const studentBookingSchema = z.object({
  _id: z.string(),
  workshopId: z.string(),
  workshopTitle: z.string(),
  mentor,
  mentorshipType: z.array(z.string()),
  sessionMode: z.array(z.string()),
  duration: z.number(),
  isPaidSession: z.boolean(),
  sessionCharge: z.number(),
  description: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Only for a confirmed booking. */
  meetingLink: z.string().nullable(),
  notes: z.string().nullable(),
  bookedAt: z.string(),
  hasFeedback: z.boolean(),
  canCancel: z.boolean(),
});
export type StudentBooking = z.infer<typeof studentBookingSchema>;

export const feedbackItemSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  submittedAt: z.string(),
  workshopId: z.string(),
  workshopTitle: z.string(),
  studentId: z.string(),
  studentName: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** Display status derived from the workshop (part 2 section 4). */
export function workshopDisplayStatus(
  isActive: boolean,
  scheduledDate: string | Date | null,
  now: Date,
): WorkshopDisplayStatus {
  if (!isActive) return 'cancelled';
  if (!scheduledDate) return 'upcoming';
  return new Date(scheduledDate).getTime() > now.getTime() ? 'upcoming' : 'completed';
}

/** Ratings bucketed by floor, 1 to 5 (part 2 section 9). */
export function ratingDistribution(ratings: number[]): Record<1 | 2 | 3 | 4 | 5, number> {
  const buckets = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const rating of ratings) {
    const bucket = Math.min(5, Math.max(1, Math.floor(rating))) as 1 | 2 | 3 | 4 | 5;
    buckets[bucket]++;
  }
  return buckets;
}
