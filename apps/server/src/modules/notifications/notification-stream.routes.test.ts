import type { NotificationStreamEvent } from '@mentorbridge/shared';
import { describe, expect, it, vi } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories';
import { listOf, notify } from '../../../test/notifications';
import { secondInstance, within } from '../../../test/second-instance';
import { createTestApp } from '../../../test/test-app';
import type { AppInstance } from '../../platform/context';
import { NotificationStreams } from './notification-streams';

const original = NotificationStreams.prototype.open;

const addresses = new WeakMap<AppInstance, Promise<string>>();

function addressOf(app: AppInstance): Promise<string> {
  let address = addresses.get(app);
  if (!address) {
    address = app.listen({ port: 0, host: '127.0.0.1' });
    addresses.set(app, address);
  }
  return address;
}

async function connect(app: AppInstance, token: string) {
  const address = await addressOf(app);
  const abort = new AbortController();
  const response = await fetch(`${address}/api/notifications/stream`, {
    headers: { ...bearer(token), 'accept-encoding': 'gzip, br' },
    signal: abort.signal,
  });
  const events: NotificationStreamEvent[] = [];
  let raw = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        raw += decoder.decode(chunk, { stream: true });
        let end = raw.indexOf('\n\n');
        while (end >= 0) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: unread') && data) events.push(JSON.parse(data.slice(6)));
          end = raw.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by `close`.
    }
  })();
  return {
    response,
    events,
    async until(test: (event: NotificationStreamEvent) => boolean, ms = 5000) {
      expect(await within(ms, () => events.some(test))).toBe(true);
      return events.find(test)!;
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

async function person(app: AppInstance) {
  const user = await createUser(app);
  const { token } = await signIn(app, user.email);
  return { ...user, token };
}

describe('notification stream on one instance', async () => {
  const { app, clock } = await createTestApp();

  it('sends the count on connect, then each change with the new notification, uncompressed', async () => {
    const user = await person(app);
    const other = await person(app);
    await notify(app, user);
    const stream = await connect(app, user.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    await stream.until((event) => event.count === 1);
    expect(stream.events[0]).toEqual({ count: 1 });

    clock.advance(1000);
    const title = await notify(app, user, { category: 'mentorship', link: '/mentorship' });
    const arrived = await stream.until((event) => event.count === 2);
    expect(arrived.latest).toMatchObject({ title, category: 'mentorship', link: '/mentorship', read: false });

    await notify(app, other);
    const readAll = await app.inject({
      method: 'PUT',
      url: '/api/notifications/read-all',
      headers: bearer(user.token),
    });
    expect(readAll.statusCode).toBe(200);
    const cleared = await stream.until((event) => event.count === 0);
    expect(cleared.latest).toBeUndefined();
    expect(stream.events.map((event) => event.count)).toEqual([1, 2, 0]);
    await stream.close();
  });

  it('ends with the exact count after 20 simultaneous reads and 20 new notifications', async () => {
    const user = await person(app);
    for (let i = 0; i < 20; i++) await notify(app, user);
    const stream = await connect(app, user.token);
    await stream.until((event) => event.count === 20);
    const { data } = await listOf(app, user.token);
    await Promise.all([
      ...data.map((item) =>
        app.inject({
          method: 'PUT',
          url: `/api/notifications/${item._id}/read`,
          headers: bearer(user.token),
        }),
      ),
      ...Array.from({ length: 20 }, () => notify(app, user)),
    ]);
    // Every change was announced; the last event shows the count after the last one.
    expect(await within(5000, () => stream.events.at(-1)?.count === 20 && stream.events.length > 1)).toBe(
      true,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events.at(-1)?.count).toBe(20);
    await stream.close();
  });

  it('forgets a stream when its client goes away', async () => {
    const user = await person(app);
    let streams: NotificationStreams | undefined;
    const open = vi.spyOn(NotificationStreams.prototype, 'open').mockImplementation(function (
      this: NotificationStreams,
      userId: string,
    ) {
      streams = this;
      return original.call(this, userId);
    });
    const stream = await connect(app, user.token);
    open.mockRestore();
    await stream.until((event) => event.count === 0);
    const before = streams!.size;
    await stream.close();
    expect(await within(2000, () => streams!.size === before - 1)).toBe(true);
  });

  it('refuses a client without a session', async () => {
    const response = await fetch(`${await addressOf(app)}/api/notifications/stream`);
    expect(response.status).toBe(401);
  });

  it('lets the server close with a stream still open', async () => {
    const user = await person(app);
    const stream = await connect(app, user.token);
    await stream.until((event) => event.count === 0);
    // Left open: the app's close (after the tests) must end it rather than wait for it.
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('notification stream across instances', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);

  it('sends a client of one instance the change made on the other', async () => {
    const user = await person(a.app);
    const stream = await connect(b, user.token);
    await stream.until((event) => event.count === 0);
    a.clock.advance(1000);
    const title = await notify(a.app, user);
    const arrived = await stream.until((event) => event.count === 1);
    expect(arrived.latest?.title).toBe(title);
    const { data } = await listOf(a.app, user.token);
    await a.app.inject({
      method: 'PUT',
      url: `/api/notifications/${data[0]!._id}/read`,
      headers: bearer(user.token),
    });
    await stream.until((event) => event.count === 0 && stream.events.length === 3);
    // Left open for the instance's close to end: aborted here, undici still holds a connection and close
    // waits about a minute for it (Node's request timeout).
  });
});
