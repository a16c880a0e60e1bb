import {
  idParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  notificationReadResponseSchema,
  unreadCountResponseSchema,
} from '@mentorbridge/shared';
import { currentUser, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { NotificationStreams } from './notification-streams';
import {
  getPreferences,
  listNotifications,
  readAllNotifications,
  readNotification,
  unreadCount,
  updatePreferences,
} from './notifications.service';

const tags = ['notifications'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 404);
const P = '/api/notifications';

export async function notificationsRoutes(app: AppInstance) {
  const streams = new NotificationStreams(app.ctx);
  // Open streams never end by themselves: they are ended before the server waits for its connections.
  app.addHook('preClose', async () => streams.close());

  app.get(
    P,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'The caller’s notifications, unread first, then newest first',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => listNotifications(app.ctx, currentUser(request), request.query),
  );

  app.get(
    `${P}/unread-count`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) => unreadCount(app.ctx, currentUser(request)),
  );

  app.put(
    `${P}/read-all`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Mark all of the caller’s notifications read; answers the new unread count',
        response: { 200: notificationReadResponseSchema, ...errors },
      },
    },
    async (request) => readAllNotifications(app.ctx, currentUser(request)),
  );

  app.put(
    `${P}/:id/read`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Mark one of the caller’s notifications read; answers the new unread count',
        description: 'Another user’s notification answers 404, like an unknown one.',
        params: idParamsSchema,
        response: { 200: notificationReadResponseSchema, ...errors },
      },
    },
    async (request) => readNotification(app.ctx, currentUser(request), request.params.id),
  );

  app.get(
    `${P}/preferences`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'How mail follows the caller’s notifications, per category',
        response: { 200: notificationPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => getPreferences(app.ctx, currentUser(request)),
  );

  app.put(
    `${P}/preferences`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Choose per category: each mail, no mail, or a daily digest (in-app is always on)',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => updatePreferences(app.ctx, currentUser(request), request.body),
  );

  app.get(
    `${P}/stream`,
    {
      onRequest: requireUser,
      // Each event must leave as written: compression would hold it back until a buffer fills.
      compress: false,
      schema: {
        tags,
        security,
        summary: 'Server-Sent Events: `unread` with `{count, latest?}` on connect and on every change',
        description:
          'An endless `text/event-stream`. The first `unread` event carries the current count; another follows whenever the count changes, on whichever instance the change was made (PostgreSQL LISTEN/NOTIFY); `latest` is the newest unread notification when it is new to the stream. A comment line every 25 s keeps proxies from closing it. Send the bearer token as on every other call (read it with `fetch`, as `EventSource` cannot send headers).',
      },
    },
    async (request, reply) => {
      const body = await streams.open(currentUser(request).id);
      // A client gone mid-stream leaves a connection that can never carry another answer: close it, or shutdown waits.
      body.on('close', () => {
        const socket = request.raw.socket as { destroy?: () => void } | undefined;
        if (!body.writableEnded) socket?.destroy?.();
      });
      return reply
        .headers({
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          // nginx and other proxies pass the events on as they come instead of buffering them.
          'x-accel-buffering': 'no',
        })
        .send(body);
    },
  );
}
