import { z } from 'zod';
import { dataResponseSchema } from './common';
import { successResponseSchema } from './http';
import { BOOKING_STATUSES } from './workshops';

/** The workshops' answers (`/api/alumni-features/...`): the student's and the owner's views, and the lists. */

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
  /** Once the workshop is completed: whether the student came. */
  attendance: z.enum(['attended', 'no-show']).nullable(),
  /** The student's no-shows at any host's completed workshops. */
  noShowCount: z.number(),
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
  /** Seats held for waitlisted students who were offered one. */
  heldCount: z.number(),
  availableSlots: z.number(),
  cancelCutoffHours: z.number(),
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
  /** Why an active booking cannot be cancelled any more (the cut-off before the start), else null. */
  cancelBlockedReason: z.string().nullable(),
  /** Once the workshop is completed: whether the student came. */
  attendance: z.enum(['attended', 'no-show']).nullable(),
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

/** `POST /api/alumni-features/workshop` (201): the created workshop and the sentence to show. */
export const createWorkshopResponseSchema = successResponseSchema.extend({ data: ownerWorkshopSchema });
export type CreateWorkshopResponse = z.infer<typeof createWorkshopResponseSchema>;

/** `PUT /api/alumni-features/workshop/{id}`: the saved workshop, as `data` and again as `workshop`. */
export const editWorkshopResponseSchema = createWorkshopResponseSchema.extend({
  workshop: ownerWorkshopSchema,
});
export type EditWorkshopResponse = z.infer<typeof editWorkshopResponseSchema>;

/** `GET /api/alumni-features/workshops`: one page of open workshops; the total is in `X-Total-Count`. */
export const studentWorkshopsResponseSchema = dataResponseSchema(z.array(studentWorkshopSchema));
export type StudentWorkshopsResponse = z.infer<typeof studentWorkshopsResponseSchema>;

/** `GET /api/alumni-features/my-workshops`: the alumni's workshops with their bookings. */
export const ownerWorkshopsResponseSchema = dataResponseSchema(z.array(ownerWorkshopSchema));
export type OwnerWorkshopsResponse = z.infer<typeof ownerWorkshopsResponseSchema>;

/** `POST /api/alumni-features/workshop/{id}/book` (201): the new booking, pending until the host answers. */
export const bookWorkshopResponseSchema = successResponseSchema.extend({
  data: z.object({ _id: z.string(), status: z.literal('Pending') }),
});
export type BookWorkshopResponse = z.infer<typeof bookWorkshopResponseSchema>;

/** `GET /api/alumni-features/my-bookings`: the student's bookings. */
export const studentBookingsResponseSchema = dataResponseSchema(z.array(studentBookingSchema));
export type StudentBookingsResponse = z.infer<typeof studentBookingsResponseSchema>;

/** `GET /api/alumni-features/my-feedback`: feedback on the alumni's workshops, the average and the spread. */
export const myFeedbackResponseSchema = z.object({
  success: z.literal(true),
  feedback: z.array(feedbackItemSchema),
  averageRating: z.number(),
  totalRatings: z.number(),
  /** Ratings counted by star, keys "1" to "5". */
  distribution: z.record(z.string(), z.number()),
});
export type MyFeedbackResponse = z.infer<typeof myFeedbackResponseSchema>;
