import { createOwnerBooking } from '@test/workshop-fixtures';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerBookingItem } from './owner-booking-item';

describe('a booking in Manage Bookings, for a host in Los Angeles', () => {
  // West of UTC, a date-only value read as an instant falls on the day before.
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('shows the preferred date as the student sent it and the time as the student’s', () => {
    const booking = createOwnerBooking({
      studentName: 'Asha Rao',
      bookedAt: '2026-05-10T12:00:00.000Z',
      scheduledDate: '2026-05-13',
      scheduledTime: '18:30',
    });
    render(
      <ul>
        <OwnerBookingItem
          booking={booking}
          workshopLink={null}
          isFull={false}
          isPending={false}
          onDecide={() => {}}
        />
      </ul>,
    );
    expect(
      screen.getByText("Booked 10 May 2026 · Prefers 13 May 2026 at 6:30 pm (student's local time)"),
    ).toBeInTheDocument();
  });
});
