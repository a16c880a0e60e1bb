import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeetingDetails } from './meeting-details';

describe('an accepted request’s meeting, for a student in Los Angeles', () => {
  // The mentor set it in India; only the viewer's zone gives this day and time.
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('shows the date and time in the viewer’s zone, and the mentor’s time in small print', () => {
    render(
      <MeetingDetails
        meetingLink="https://meet.example.com/abc"
        meetingDate="2026-07-09"
        meetingTime="09:00"
        meetingTimeZone="Asia/Kolkata"
      />,
    );
    expect(screen.getByText('Meeting date').parentElement?.nextElementSibling).toHaveTextContent(
      /^Wed, 8 Jul 2026$/,
    );
    expect(screen.getByText('Meeting time').parentElement?.nextElementSibling).toHaveTextContent(
      /^8:30 pm GMT-7 \(9:00 am IST for the mentor\)$/,
    );
  });

  it('leaves the mentor’s time out when it reads the same', () => {
    render(
      <MeetingDetails
        meetingLink={null}
        meetingDate="2026-07-09"
        meetingTime="09:00"
        meetingTimeZone="America/Los_Angeles"
      />,
    );
    expect(screen.getByText('Meeting time').parentElement?.nextElementSibling).toHaveTextContent(
      /^9:00 am GMT-7$/,
    );
  });
});
