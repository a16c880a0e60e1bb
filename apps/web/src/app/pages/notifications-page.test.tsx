import {
  EMAIL_MODE_LABELS,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  type NotificationPreferences,
} from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { type Handler, jsonResponse, mockApi } from '@test/mock-api';
import { createNotification, notificationPage } from '@test/notification-fixtures';
import { renderPage } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_APP_NOTE } from '@/features/notifications/components/notification-preferences-form';
import { setSession } from '@/lib/session';
import NotificationsPage from './notifications-page';

const LIST = 'GET /api/notifications';
const PREFERENCES = 'GET /api/notifications/preferences';
const SAVE = 'PUT /api/notifications/preferences';

const SAVED: NotificationPreferences = {
  email: { mentorship: 'instant', workshops: 'instant', resources: 'digest', moderation: 'off' },
};

afterEach(() => vi.unstubAllGlobals());

function mockCentre(extra: Record<string, Handler> = {}) {
  return mockApi({
    [LIST]: () => jsonResponse(200, notificationPage([])),
    [PREFERENCES]: () => jsonResponse(200, { success: true, data: SAVED }),
    ...extra,
  });
}

function renderNotifications(entry = '/notifications') {
  const user = userEvent.setup();
  return { ...renderPage(<NotificationsPage />, '/notifications', entry), user };
}

const listRegion = () => screen.getByRole('region', { name: 'All notifications' });

describe('NotificationsPage', () => {
  beforeEach(() => setSession(createSession({ role: 'student' })));

  it('lists every notification, unread first as the server orders them, and marks one read', async () => {
    const unread = createNotification({ title: 'Request accepted', link: '/mentorship' });
    const read = createNotification({ title: 'Workshop reminder', category: 'workshops', read: true });
    const api = mockCentre({
      [LIST]: () => jsonResponse(200, notificationPage([unread, read])),
      [`PUT /api/notifications/${unread._id}/read`]: () =>
        jsonResponse(200, { success: true, message: NOTIFICATION_MESSAGES.marked, count: 0 }),
    });
    const { user } = renderNotifications();

    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const items = await within(listRegion()).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Unread: Request accepted',
      'Workshop reminder',
    ]);
    expect(items[1]).toHaveTextContent(NOTIFICATION_CATEGORY_LABELS.workshops);
    expect(within(listRegion()).getByText('1 unread')).toBeInTheDocument();
    expect(api.calls(LIST)[0]!.url).toBe(
      `/api/notifications?page=1&limit=${NOTIFICATION_LIMITS.defaultPageSize}`,
    );
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();

    api.on(LIST, () => jsonResponse(200, notificationPage([{ ...unread, read: true }, read])));
    await user.click(within(items[0]!).getByRole('button', { name: 'Mark "Request accepted" as read' }));
    await waitFor(() => expect(within(listRegion()).getByText(NOTIFICATION_MESSAGES.empty)).toBeVisible());
    expect(api.calls(`PUT /api/notifications/${unread._id}/read`)).toHaveLength(1);
    expect(within(listRegion()).queryByText(/^Unread:/)).not.toBeInTheDocument();
  });

  it('marks all as read', async () => {
    const api = mockCentre({
      [LIST]: () => jsonResponse(200, notificationPage([createNotification(), createNotification()])),
      'PUT /api/notifications/read-all': () =>
        jsonResponse(200, { success: true, message: NOTIFICATION_MESSAGES.allRead, count: 0 }),
    });
    const { user } = renderNotifications();
    expect(await within(listRegion()).findByText('2 unread')).toBeInTheDocument();
    api.on(LIST, () =>
      jsonResponse(
        200,
        notificationPage([createNotification({ read: true }), createNotification({ read: true })]),
      ),
    );
    await user.click(within(listRegion()).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(listRegion()).findByText(NOTIFICATION_MESSAGES.empty)).toBeInTheDocument();
    expect(api.calls('PUT /api/notifications/read-all')).toHaveLength(1);
    expect(within(listRegion()).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows the empty state and pages through a long list', async () => {
    const api = mockCentre({
      [LIST]: ({ url }) =>
        jsonResponse(
          200,
          notificationPage([createNotification({ title: `Item on page ${url.searchParams.get('page')}` })], {
            total: 25,
            pages: 2,
            page: Number(url.searchParams.get('page')),
          }),
        ),
    });
    const { user } = renderNotifications();
    expect(await within(listRegion()).findByText('Item on page 1')).toBeInTheDocument();
    await user.click(within(listRegion()).getByRole('button', { name: 'Next' }));
    expect(await within(listRegion()).findByText('Item on page 2')).toBeInTheDocument();
    expect(within(listRegion()).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.calls(LIST).at(-1)!.url).toBe(
      `/api/notifications?page=2&limit=${NOTIFICATION_LIMITS.defaultPageSize}`,
    );
  });

  it('says so when there are none', async () => {
    mockCentre();
    renderNotifications();
    expect(
      await within(listRegion()).findByRole('heading', { name: NOTIFICATION_MESSAGES.empty }),
    ).toBeInTheDocument();
  });

  it('saves the e-mail preferences per category and says so', async () => {
    const api = mockCentre({
      [SAVE]: ({ body }) => jsonResponse(200, { success: true, data: body }),
    });
    const { user } = renderNotifications();
    const form = await screen.findByRole('form', { name: 'E-mail preferences' });
    expect(screen.getByText(IN_APP_NOTE)).toBeInTheDocument();

    const group = (category: keyof typeof NOTIFICATION_CATEGORY_LABELS) =>
      within(form).getByRole('group', { name: NOTIFICATION_CATEGORY_LABELS[category] });
    for (const category of ['mentorship', 'workshops', 'resources', 'moderation'] as const) {
      expect(within(group(category)).getAllByRole('radio')).toHaveLength(3);
      expect(
        within(group(category)).getByRole('radio', { name: EMAIL_MODE_LABELS[SAVED.email[category]] }),
      ).toBeChecked();
    }

    await user.click(within(group('mentorship')).getByRole('radio', { name: EMAIL_MODE_LABELS.digest }));
    await user.click(within(group('moderation')).getByRole('radio', { name: EMAIL_MODE_LABELS.instant }));
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(NOTIFICATION_MESSAGES.preferencesSaved);
    expect(api.bodies(SAVE)).toEqual([
      { email: { mentorship: 'digest', workshops: 'instant', resources: 'digest', moderation: 'instant' } },
    ]);
  });

  it('shows the server sentence when saving fails', async () => {
    mockCentre({
      [SAVE]: () => jsonResponse(400, { message: 'Invalid e-mail mode', code: 'VALIDATION_ERROR' }),
    });
    const { user } = renderNotifications();
    const form = await screen.findByRole('form', { name: 'E-mail preferences' });
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid e-mail mode');
  });
});
