import { MESSAGES, type Session, TIMERS } from '@mentorbridge/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { doubleClickAtOnce } from '@test/double-click';
import { isLeavingAsked } from '@test/leave-prompt';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { ContactForm } from './contact-form';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values = {
    Name: 'Asha Rao',
    Email: 'asha@example.com',
    Subject: 'Workshop booking',
    Message: 'I cannot see my meeting link.',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await user.type(field(label), value);
  }
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: /send message/i });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

describe('ContactForm', () => {
  it('shows an error next to each empty field without calling the API', async () => {
    const { user } = renderForm();
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.contact.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.messageRequired)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription(MESSAGES.contact.nameRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an invalid email address and uses an email input', async () => {
    const { user } = renderForm();
    expect(field('Email')).toHaveAttribute('type', 'email');
    await fillIn(user, { Email: 'not-an-email' });
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.contact.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, shows the reference, then clears it and the form after 5 s', async () => {
    let respond: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (respond = resolve)));
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submit());

    const pending = await screen.findByRole('button', { name: /sending/i });
    expect(pending).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact/send');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      subject: 'Workshop booking',
      message: 'I cannot see my meeting link.',
    });

    act(() =>
      respond(
        jsonResponse(201, { success: true, message: MESSAGES.contact.success, reference: 'MB-2026-000001' }),
      ),
    );
    expect(await screen.findByText(MESSAGES.contact.success)).toBeInTheDocument();
    expect(screen.getByText('MB-2026-000001')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Asha Rao');

    act(() => vi.advanceTimersByTime(TIMERS.contactSuccessClear - 100));
    expect(screen.getByText(MESSAGES.contact.success)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByText(MESSAGES.contact.success)).not.toBeInTheDocument());
    expect(screen.queryByText('MB-2026-000001')).not.toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(field(label)).toHaveValue('');
    }
  });

  it('asks before a half-written message is left, and not once it is sent', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { success: true, message: MESSAGES.contact.success, reference: 'MB-2' }),
    );
    const { user } = renderForm();
    expect(isLeavingAsked()).toBe(false);
    await fillIn(user);
    expect(isLeavingAsked()).toBe(true);
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.contact.success)).toBeInTheDocument();
    expect(isLeavingAsked()).toBe(false);
  });

  it('sends one message on a double click', async () => {
    // The answer waits until both clicks are in, as a real server's would.
    let respond: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (respond = resolve)));
    const { user } = renderForm();
    await fillIn(user);
    doubleClickAtOnce(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    respond(jsonResponse(200, { success: true, message: MESSAGES.contact.success, reference: 'MB-1' }));
    expect(await screen.findByText('MB-1')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("shows the server's message when the server refuses", async () => {
    const tooMany = 'You have sent too many messages. Please try again in an hour.';
    fetchMock.mockResolvedValue(jsonResponse(429, { message: tooMany, code: 'RATE_LIMITED' }));
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(submit()).toBeEnabled();
  });

  it('puts server field errors next to their fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Please check the highlighted fields.',
        code: 'VALIDATION_ERROR',
        errors: [{ path: 'subject', message: 'Must be at most 200 characters' }],
      }),
    );
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the fallback message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contact.failure);
  });

  it('shows the fallback message when an error carries no message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502 }));
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contact.failure);
  });

  it('starts with the name and email of the signed-in user', () => {
    const session: Session = {
      _id: 'u1',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      role: 'student',
      isProfileComplete: true,
      token: 't',
    };
    setSession(session);
    renderForm();
    expect(field('Name')).toHaveValue('Ravi Kumar');
    expect(field('Email')).toHaveValue('ravi@example.com');
  });
});
