import { MENTORSHIP_MESSAGES } from '@mentorbridge/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { installDialogPolyfill } from '@test/dialog-polyfill';
import { createSession } from '@test/factories';
import { createMentor } from '@test/mentorship-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createTestQueryClient } from '@test/render';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES } from '@/hooks/use-unsaved-changes-guard';
import { setSession } from '@/lib/session';
import { StudentMentorship } from './student-mentorship';

const SEND = 'POST /api/mentorship-requests';

beforeAll(installDialogPolyfill);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** So a test can see the address. */
function Address() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

/** In a declarative router, as the app has: the page tests' data router passes by the leave guard. */
function renderWithMentor() {
  setSession(createSession({ role: 'student' }));
  const api = mockApi({
    'GET /api/mentorship-requests/student': () => jsonResponse(200, []),
    'GET /api/users/ananya-id': () =>
      jsonResponse(200, createMentor({ _id: 'ananya-id', name: 'Ananya Iyer' })),
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/mentorship?mentor=ananya-id']}>
        <Routes>
          <Route
            path="/mentorship"
            element={
              <>
                <StudentMentorship />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user };
}

const address = () => screen.getByRole('heading', { level: 1 });
const question = () => screen.queryByRole('dialog', { name: UNSAVED_CHANGES.title });

describe('the request dialog opened by ?mentor, with a message typed', () => {
  it('closes once sent and drops ?mentor without asking to leave', async () => {
    const { api, user } = renderWithMentor();
    api.on(SEND, () =>
      jsonResponse(201, {
        success: true,
        message: MENTORSHIP_MESSAGES.sent,
        data: { _id: 'new-request', status: 'pending' },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    await user.type(within(dialog).getByRole('textbox', { name: /message/i }), 'Any openings in your team?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText(MENTORSHIP_MESSAGES.sent)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Request Mentorship' })).not.toBeInTheDocument(),
    );
    expect(question()).not.toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/mentorship$/);
  });

  it('closes on Cancel, the user having chosen to discard, without asking to leave', async () => {
    const { user } = renderWithMentor();
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    await user.type(within(dialog).getByRole('textbox', { name: /message/i }), 'Half a thought');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Request Mentorship' })).not.toBeInTheDocument(),
    );
    expect(question()).not.toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/mentorship$/);
  });

  it("stays open with the server's refusal and the typed message", async () => {
    const { api, user } = renderWithMentor();
    api.on(SEND, () => jsonResponse(409, { message: MENTORSHIP_MESSAGES.duplicate, code: 'CONFLICT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    const message = within(dialog).getByRole('textbox', { name: /message/i });
    await user.type(message, 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.duplicate);
    expect(question()).not.toBeInTheDocument();
    expect(message).toHaveValue('Hello');
    expect(address()).toHaveTextContent('/mentorship?mentor=ananya-id');
  });
});
