import { noticeTime } from '@mentorbridge/shared';
import { createNotification } from '@test/notification-fixtures';
import { createWaitlistEntry } from '@test/workshop-fixtures';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { WaitlistControls } from '@/features/workshops/components/waitlist-controls';

const EXPIRES = new Date('2026-05-12T12:07:00.000Z');

function renderHeldSeat(body: string) {
  const entry = createWaitlistEntry({
    status: 'Offered',
    position: null,
    offerExpiresAt: EXPIRES.toISOString(),
  });
  render(
    <MemoryRouter>
      <NotificationItem
        notification={createNotification({ category: 'workshops', title: 'A seat is held for you', body })}
        onOpen={() => {}}
      />
      <WaitlistControls
        workshop={{ _id: entry.workshopId, title: entry.workshopTitle }}
        entry={entry}
        pendingAction={null}
        onWaitlist={() => {}}
      />
    </MemoryRouter>,
  );
}

describe('a held seat in the bell and on its card, for a viewer in Los Angeles', () => {
  // Neither the server's zone nor UTC: only the viewer's zone can give this time.
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('shows the same time, in the viewer’s zone with its short name, in both', () => {
    renderHeldSeat(`Take it before ${noticeTime(EXPIRES)}, or it goes to the next student waiting.`);
    const shown = 'Tue, 12 May, 2026, 5:07 am GMT-7';
    expect(
      screen.getByText(`Take it before ${shown}, or it goes to the next student waiting.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`A seat is held for you until ${shown}`);
  });

  it('shows a notification stored before times were kept as instants as it was written', () => {
    const old =
      'Take it before Tuesday, 12 May 2026, 5:37 pm (Asia/Kolkata), or it goes to the next student waiting.';
    renderHeldSeat(old);
    expect(screen.getByText(old)).toBeInTheDocument();
  });
});
