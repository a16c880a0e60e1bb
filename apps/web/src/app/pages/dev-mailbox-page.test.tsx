import { renderRoutes } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import DevMailboxPage, { DEV_MAILBOX_UNAVAILABLE } from './dev-mailbox-page';

function stubMailbox(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DevMailboxPage', () => {
  it('lists mail with recipient, subject, time and expandable parts', async () => {
    stubMailbox(200, {
      data: [
        {
          _id: 'm1',
          to: 'asha@example.edu',
          subject: 'Verify your email',
          text: 'Your code is 123456',
          html: '<p>Your code is <b>123456</b></p>',
          status: 'sent',
          createdAt: '2025-10-24T10:00:00.000Z',
          attachments: [],
        },
      ],
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <DevMailboxPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/asha@example\.edu/)).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('dateTime', '2025-10-24T10:00:00.000Z');
    await user.click(screen.getByText('HTML (as text)'));
    // Shown as source, never rendered as markup.
    expect(screen.getByText('<p>Your code is <b>123456</b></p>')).toBeVisible();
    expect(screen.queryByText('Attachments')).not.toBeInTheDocument();
  });

  describe('for a reader in Los Angeles', () => {
    const previous = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'America/Los_Angeles';
    });
    afterAll(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });

    it('gives the time a mail was sent in the reader’s zone, named', async () => {
      stubMailbox(200, {
        data: [
          {
            _id: 'm1',
            to: 'asha@example.edu',
            subject: 'Verify your email',
            text: 'Your code is 123456',
            html: '<p>Your code is 123456</p>',
            status: 'sent',
            createdAt: '2025-10-24T10:00:00.000Z',
            attachments: [],
          },
        ],
      });
      renderRoutes([{ path: '/', element: <DevMailboxPage /> }]);
      expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
      expect(document.querySelector('time')).toHaveTextContent(/^Fri, 24 Oct, 2025, 3:00 am GMT-7$/);
    });
  });

  it('lists each attachment with its size and a link that downloads it', async () => {
    stubMailbox(200, {
      data: [
        {
          _id: 'm2',
          to: 'asha@example.edu',
          subject: 'Booking confirmed',
          text: 'See the invitation',
          html: '<p>See the invitation</p>',
          status: 'sent',
          createdAt: '2025-10-24T10:00:00.000Z',
          attachments: [
            { index: 0, filename: 'invite.ics', contentType: 'text/calendar', size: 1536 },
            { index: 1, filename: 'notes.txt', contentType: 'text/plain', size: 120 },
          ],
        },
      ],
    });
    renderRoutes([{ path: '/', element: <DevMailboxPage /> }]);
    const invite = await screen.findByRole('link', { name: 'invite.ics' });
    expect(invite).toHaveAttribute('href', '/api/dev/mailbox/m2/attachments/0');
    expect(invite).toHaveAttribute('download', 'invite.ics');
    expect(screen.getByText('(1.5 KB)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'notes.txt' })).toHaveAttribute(
      'href',
      '/api/dev/mailbox/m2/attachments/1',
    );
    expect(screen.getByText('(120 B)')).toBeInTheDocument();
  });

  it('explains that the mailbox is off when the API answers 404', async () => {
    stubMailbox(404, { message: 'Not found', code: 'NOT_FOUND' });
    renderRoutes([{ path: '/', element: <DevMailboxPage /> }]);
    expect(await screen.findByText(DEV_MAILBOX_UNAVAILABLE)).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    stubMailbox(200, { data: [] });
    renderRoutes([{ path: '/', element: <DevMailboxPage /> }]);
    expect(await screen.findByText('No mail yet.')).toBeInTheDocument();
  });
});
