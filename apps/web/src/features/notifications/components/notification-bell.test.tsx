import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { fakeEventStream } from '@test/fake-event-stream';
import { type Handler, jsonResponse, mockApi } from '@test/mock-api';
import { createNotification, notificationPage } from '@test/notification-fixtures';
import { renderRoutes } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { NotificationBell } from './notification-bell';

const COUNT = 'GET /api/notifications/unread-count';
const LIST = 'GET /api/notifications';
const STREAM = 'GET /api/notifications/stream';

/** The stream's reads resolve over several ticks. */
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function Layout() {
  return (
    <>
      <NotificationBell />
      <Outlet />
    </>
  );
}

function renderBell() {
  return renderRoutes([
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'mentorship-dashboard', element: <h1>Mentorship Dashboard</h1> },
        { path: 'notifications', element: <h1>All notifications</h1> },
      ],
    },
  ]);
}

function mockBell(handlers: Record<string, Handler>) {
  const stream = fakeEventStream();
  const api = mockApi({ [STREAM]: stream.handler, ...handlers });
  return { api, stream };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('is not there when signed out', async () => {
    const { api } = mockBell({});
    renderBell();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it.each(['student', 'alumni', 'admin'] as const)(
    'shows a %s the unread count and follows the stream without a reload',
    async (role) => {
      const session = createSession({ role });
      setSession(session);
      const { api, stream } = mockBell({ [COUNT]: () => jsonResponse(200, { success: true, count: 3 }) });
      renderBell();

      const button = await bell('Notifications, 3 unread');
      expect(button).toHaveAttribute('data-testid', 'notification-bell');
      expect(button).toHaveTextContent('3');

      await waitFor(() => expect(stream.current).toBeDefined());
      expect(stream.current!.headers.get('Authorization')).toBe(`Bearer ${session.token}`);
      expect(api.calls(STREAM)).toHaveLength(1);

      stream.emit('unread', { count: 4, latest: createNotification() });
      expect(await bell('Notifications, 4 unread')).toHaveTextContent('4');
      stream.emit('unread', { count: 0 });
      expect(await bell('Notifications')).not.toHaveTextContent(/\d/);
    },
  );

  it('shows 99+ past 99', async () => {
    setSession(createSession());
    mockBell({ [COUNT]: () => jsonResponse(200, { success: true, count: 120 }) });
    renderBell();
    expect(await bell('Notifications, 120 unread')).toHaveTextContent('99+');
  });

  it('opens a panel with the latest items, marks one read when followed, and lands on its page', async () => {
    setSession(createSession({ role: 'alumni' }));
    const unread = createNotification({ title: 'New mentorship request', link: '/mentorship-dashboard' });
    const read = createNotification({ title: 'Workshop booked', category: 'workshops', read: true });
    const { api } = mockBell({
      [COUNT]: () => jsonResponse(200, { success: true, count: 1 }),
      [LIST]: () => jsonResponse(200, notificationPage([unread, read])),
      [`PUT /api/notifications/${unread._id}/read`]: () =>
        jsonResponse(200, { success: true, message: NOTIFICATION_MESSAGES.marked, count: 0 }),
    });
    const user = userEvent.setup();
    const { router } = renderBell();

    const button = await bell('Notifications, 1 unread');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(api.calls(LIST)[0]!.url).toBe(`/api/notifications?page=1&limit=${NOTIFICATION_LIMITS.panelItems}`);

    const unreadLink = within(items[0]!).getByRole('link', { name: 'Unread: New mentorship request' });
    expect(items[0]!.firstElementChild).toHaveAttribute('data-unread', 'true');
    expect(items[1]!.firstElementChild).not.toHaveAttribute('data-unread');
    expect(within(items[1]!).getByRole('link', { name: 'Workshop booked' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/notifications');

    await user.click(unreadLink);
    expect(await screen.findByRole('heading', { name: 'Mentorship Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mentorship-dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(`PUT /api/notifications/${unread._id}/read`)).toHaveLength(1);
    expect(await bell('Notifications')).not.toHaveTextContent(/\d/);
  });

  it('marks all as read from the panel', async () => {
    setSession(createSession());
    const { api } = mockBell({
      [COUNT]: () => jsonResponse(200, { success: true, count: 2 }),
      [LIST]: () => jsonResponse(200, notificationPage([createNotification(), createNotification()])),
      'PUT /api/notifications/read-all': () =>
        jsonResponse(200, { success: true, message: NOTIFICATION_MESSAGES.allRead, count: 0 }),
    });
    const user = userEvent.setup();
    renderBell();

    await user.click(await bell('Notifications, 2 unread'));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await within(panel).findAllByRole('listitem');
    api.on(LIST, () =>
      jsonResponse(
        200,
        notificationPage([createNotification({ read: true }), createNotification({ read: true })]),
      ),
    );
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(await bell('Notifications')).not.toHaveTextContent(/\d/);
    expect(api.calls('PUT /api/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(within(panel).queryByText(/^Unread:/)).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says so when there is nothing, and Escape closes the panel and gives focus back', async () => {
    setSession(createSession());
    mockBell({
      [COUNT]: () => jsonResponse(200, { success: true, count: 0 }),
      [LIST]: () => jsonResponse(200, notificationPage([])),
    });
    const user = userEvent.setup();
    renderBell();

    const button = await bell('Notifications');
    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText(NOTIFICATION_MESSAGES.empty)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('refreshes an open panel when the stream says something arrived', async () => {
    setSession(createSession());
    const first = createNotification({ title: 'First' });
    const { api, stream } = mockBell({
      [COUNT]: () => jsonResponse(200, { success: true, count: 1 }),
      [LIST]: () => jsonResponse(200, notificationPage([first])),
    });
    const user = userEvent.setup();
    renderBell();

    await user.click(await bell('Notifications, 1 unread'));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('First')).toBeInTheDocument();
    await waitFor(() => expect(stream.current).toBeDefined());

    const second = createNotification({ title: 'Second' });
    api.on(LIST, () => jsonResponse(200, notificationPage([second, first])));
    stream.emit('unread', { count: 2, latest: second });
    expect(await within(panel).findByText('Second')).toBeInTheDocument();
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
  });

  it('polls the count while the stream is down and reconnects with a growing delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession(createSession());
    let count = 1;
    const { api, stream } = mockBell({ [COUNT]: () => jsonResponse(200, { success: true, count }) });
    renderBell();

    await bell('Notifications, 1 unread');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.emit('unread', { count: 1 });
    await flush();

    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_LIMITS.pollMs + 1_000));
    expect(api.calls(COUNT)).toHaveLength(1);

    stream.fail();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(stream.connections).toHaveLength(2);
    stream.fail();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(stream.connections).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(stream.connections).toHaveLength(3);
    stream.fail();
    await flush();

    count = 5;
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_LIMITS.pollMs));
    expect(await bell('Notifications, 5 unread')).toBeInTheDocument();
    expect(api.calls(COUNT).length).toBeGreaterThanOrEqual(2);
  });

  it('closes the stream on sign-out', async () => {
    setSession(createSession());
    const { stream } = mockBell({ [COUNT]: () => jsonResponse(200, { success: true, count: 2 }) });
    renderBell();
    await bell('Notifications, 2 unread');
    await waitFor(() => expect(stream.current).toBeDefined());
    const connection = stream.current!;

    act(() => clearSession());
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
    expect(connection.isOpen).toBe(false);
    expect(stream.current).toBeUndefined();
  });
});
