import { describe, expect, it } from 'vitest';
import { bookingParamsSchema, bookWorkshopSchema, workshopFormSchema } from './workshops';

describe('bookWorkshopSchema', () => {
  it('takes no alumni id: the host is the workshop’s, so an id sent anyway is dropped', () => {
    const parsed = bookWorkshopSchema.parse({ alumniId: 'someone-else', notes: '  See you  ' });
    expect(parsed).toEqual({ notes: 'See you' });
  });
});

describe('bookingParamsSchema', () => {
  it('takes the workshop id and the booking id', () => {
    expect(bookingParamsSchema.parse({ id: 'w', bookingId: 'b' })).toEqual({ id: 'w', bookingId: 'b' });
    expect(bookingParamsSchema.safeParse({ id: 'w' }).success).toBe(false);
  });
});

describe('workshopFormSchema', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const form = {
    title: 'Mock interviews',
    description: 'Practice',
    category: 'Mock Interview',
    scheduledDate: '2030-02-01T10:00:00Z',
  };

  it('fills the defaults and answers the instant as a Date', () => {
    const parsed = workshopFormSchema(() => now).parse(form);
    expect(parsed).toMatchObject({ duration: 60, maxParticipants: 10, price: 0, topics: [] });
    expect(parsed.scheduledAt).toEqual(new Date('2030-02-01T10:00:00Z'));
  });

  it('checks the date against the clock it is given', () => {
    const result = workshopFormSchema(() => new Date('2031-01-01T00:00:00Z')).safeParse(form);
    expect(result.error?.issues[0]?.message).toBe('Workshop date must be in the future');
  });
});
