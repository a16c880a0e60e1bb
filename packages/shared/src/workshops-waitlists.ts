import { z } from 'zod';
import { dataResponseSchema } from './common';
import { successResponseSchema } from './http';

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

/** The server's mails add the workshop's title and people's names around these. */
export const WAITLIST_MAIL_MESSAGES = {
  noLongerWaiting: 'You are no longer on its waitlist.',
  tookPlace: 'The workshop took place, so its waitlist is closed.',
  unconfirmedAtCompletion:
    'The workshop took place before the host confirmed your booking, so it was cancelled.',
  /** To the host: a held seat became a confirmed booking without their decision. */
  seatTaken: 'Their booking is confirmed; there is nothing for you to do.',
} as const;

export function seatTakenMessage(studentName: string): string {
  return `${studentName} took the seat held for them from your waitlist.`;
}

export function waitlistJoinedMessage(position: number): string {
  return `You are number ${position} on the waitlist`;
}

export const joinWaitlistResponseSchema = successResponseSchema.extend({
  data: z.object({ _id: z.string(), position: z.number() }),
});
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

export const acceptSeatResponseSchema = successResponseSchema.extend({
  data: z.object({ _id: z.string(), status: z.literal('Confirmed') }),
});
export type AcceptSeatResponse = z.infer<typeof acceptSeatResponseSchema>;

export const waitlistEntrySchema = z.object({
  _id: z.string(),
  workshopId: z.string(),
  workshopTitle: z.string(),
  scheduledDate: z.string(),
  status: z.enum(['Waiting', 'Offered']),
  /** 1 for the next student to be offered a seat; null once a seat is offered. */
  position: z.number().nullable(),
  offerExpiresAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const myWaitlistsResponseSchema = dataResponseSchema(z.array(waitlistEntrySchema));
export type MyWaitlistsResponse = z.infer<typeof myWaitlistsResponseSchema>;
