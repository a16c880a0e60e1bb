import { z } from 'zod';
import { dataResponseSchema } from './common';
import { successResponseSchema } from './http';
import { BOOKING_STATUSES } from './workshops';

const mentor = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  profilePhoto: z.string().nullable(),
});

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
  attendance: z.enum(['attended', 'no-show']).nullable(),
  /** At any host's completed workshops. */
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
  meetingLink: z.string().nullable(),
  notes: z.string().nullable(),
  bookedAt: z.string(),
  hasFeedback: z.boolean(),
  canCancel: z.boolean(),
  /** The cut-off before the start, else null. */
  cancelBlockedReason: z.string().nullable(),
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

export const createWorkshopResponseSchema = successResponseSchema.extend({ data: ownerWorkshopSchema });
export type CreateWorkshopResponse = z.infer<typeof createWorkshopResponseSchema>;

export const editWorkshopResponseSchema = createWorkshopResponseSchema.extend({
  workshop: ownerWorkshopSchema,
});
export type EditWorkshopResponse = z.infer<typeof editWorkshopResponseSchema>;

export const studentWorkshopsResponseSchema = dataResponseSchema(z.array(studentWorkshopSchema));
export type StudentWorkshopsResponse = z.infer<typeof studentWorkshopsResponseSchema>;

export const ownerWorkshopsResponseSchema = dataResponseSchema(z.array(ownerWorkshopSchema));
export type OwnerWorkshopsResponse = z.infer<typeof ownerWorkshopsResponseSchema>;

/** Pending until the host answers. */
export const bookWorkshopResponseSchema = successResponseSchema.extend({
  data: z.object({ _id: z.string(), status: z.literal('Pending') }),
});
export type BookWorkshopResponse = z.infer<typeof bookWorkshopResponseSchema>;

export const studentBookingsResponseSchema = dataResponseSchema(z.array(studentBookingSchema));
export type StudentBookingsResponse = z.infer<typeof studentBookingsResponseSchema>;

export const myFeedbackResponseSchema = z.object({
  success: z.literal(true),
  feedback: z.array(feedbackItemSchema),
  averageRating: z.number(),
  totalRatings: z.number(),
  /** Keys "1" to "5". */
  distribution: z.record(z.string(), z.number()),
});
export type MyFeedbackResponse = z.infer<typeof myFeedbackResponseSchema>;
