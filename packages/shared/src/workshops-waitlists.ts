import { z } from 'zod';
import { dataResponseSchema } from './common';
import { successResponseSchema } from './http';

/** Answers of the workshop waitlist routes (issue 17). */
export const WAITLIST_MESSAGES = {
  notFull: 'This workshop still has free seats: book it instead',
  alreadyBooked: 'You have already booked this workshop',
  alreadyWaiting: 'You are already on the waitlist of this workshop',
  past: 'This workshop has already started or is no longer open',
  notWaiting: 'You are not on the waitlist of this workshop',
  noOffer: 'No seat is held for you in this workshop',
  offerExpired: 'The seat held for you has been released',
  left: 'You left the waitlist',
  declined: 'You declined the seat; it goes to the next student waiting',
  accepted: 'The seat is yours! Your booking is confirmed.',
  fetchFailed: 'Failed to fetch your waitlists',
  joinFailed: 'Failed to join the waitlist. Please try again.',
  leaveFailed: 'Failed to leave the waitlist. Please try again.',
  acceptFailed: 'Failed to take the seat. Please try again.',
  declineFailed: 'Failed to decline the seat. Please try again.',
} as const;

/**
 * Sentences of the mails and notifications that tell people about waitlist changes (issue 17). The
 * workshop's title and people's names are added around them by the server's mails.
 */
export const WAITLIST_MAIL_MESSAGES = {
  /** To a student who was waiting or holding a seat, once the queue is closed. */
  noLongerWaiting: 'You are no longer on its waitlist.',
  /** The workshop was marked completed while students were still waiting. */
  tookPlace: 'The workshop took place, so its waitlist is closed.',
  /** To a student whose booking was still pending when the host marked the workshop completed. */
  unconfirmedAtCompletion:
    'The workshop took place before the host confirmed your booking, so it was cancelled.',
  /** To the host: a seat held for a waitlisted student became a confirmed booking without their decision. */
  seatTaken: 'Their booking is confirmed; there is nothing for you to do.',
} as const;

/** "Asha Rao took the seat held for them from your waitlist." */
export function seatTakenMessage(studentName: string): string {
  return `${studentName} took the seat held for them from your waitlist.`;
}

/** "You are number 3 on the waitlist". */
export function waitlistJoinedMessage(position: number): string {
  return `You are number ${position} on the waitlist`;
}

/** `POST /api/alumni-features/workshop/{id}/waitlist` (201): the student's place in the queue. */
export const joinWaitlistResponseSchema = successResponseSchema.extend({
  data: z.object({ _id: z.string(), position: z.number() }),
});
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

/** `POST /api/alumni-features/workshop/{id}/waitlist/accept` (201): the confirmed booking. */
export const acceptSeatResponseSchema = successResponseSchema.extend({
  data: z.object({ _id: z.string(), status: z.literal('Confirmed') }),
});
export type AcceptSeatResponse = z.infer<typeof acceptSeatResponseSchema>;

/** One of the student's active waitlist entries: waiting (with its position) or offered a held seat. */
export const waitlistEntrySchema = z.object({
  _id: z.string(),
  workshopId: z.string(),
  workshopTitle: z.string(),
  scheduledDate: z.string(),
  status: z.enum(['Waiting', 'Offered']),
  /** 1 for the next student to be offered a seat; null once a seat is offered. */
  position: z.number().nullable(),
  /** Until when the held seat waits for the student; null while waiting. */
  offerExpiresAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** `GET /api/alumni-features/my-waitlists`. */
export const myWaitlistsResponseSchema = dataResponseSchema(z.array(waitlistEntrySchema));
export type MyWaitlistsResponse = z.infer<typeof myWaitlistsResponseSchema>;
