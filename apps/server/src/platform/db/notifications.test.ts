import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from '../../../test/second-instance';
import { MemoryTransport, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { LocalFileStorage } from '../storage/local-storage';
import { openDatabase } from './database';
import { LISTENER_APPLICATION_NAME, type NotificationHandlers, PostgresListener } from './notifications';

function recorder() {
  const heard: string[] = [];
  const events: string[] = [];
  const handlers: NotificationHandlers = {
    onNotification: (payload) => heard.push(payload),
    onListening: () => events.push('listening'),
    onLost: () => events.push('lost'),
  };
  return { heard, events, handlers };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('one listening connection for every channel', () => {
  // Connected in beforeAll, not in the body: vitest runs a skipped suite's body too, to collect its tests.
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let url: string;
  let admin: pg.Client;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    url = testDb.url!;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await testDb.destroy();
  });
  const listeners = async () =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and application_name = $1`,
        [LISTENER_APPLICATION_NAME],
      )
    ).rows;
  const notify = (channel: string, payload: string) =>
    admin.query('select pg_notify($1, $2)', [channel, payload]);

  it('follows several channels on one connection, each subscriber hearing only its own', async () => {
    const listener = new PostgresListener(url);
    const first = recorder();
    const second = recorder();
    const sameChannel = recorder();
    const a = await listener.listen('alpha', first.handlers);
    const b = await listener.listen('beta', second.handlers);
    const c = await listener.listen('alpha', sameChannel.handlers);
    expect([first.events, second.events, sameChannel.events]).toEqual([
      ['listening'],
      ['listening'],
      ['listening'],
    ]);
    expect(await listeners()).toHaveLength(1);

    await notify('alpha', 'one');
    await notify('beta', 'two');
    expect(await within(2_000, async () => first.heard.length === 1 && second.heard.length === 1)).toBe(true);
    expect(first.heard).toEqual(['one']);
    expect(sameChannel.heard).toEqual(['one']);
    expect(second.heard).toEqual(['two']);

    await c.close();
    await notify('alpha', 'three');
    expect(await within(2_000, async () => first.heard.length === 2)).toBe(true);
    expect(sameChannel.heard).toEqual(['one']);

    await a.close();
    await b.close();
    expect(await within(2_000, async () => (await listeners()).length === 0)).toBe(true);
  });

  it('tells every subscriber of a loss, reconnects, and listens to every channel again', async () => {
    const listener = new PostgresListener(url);
    const first = recorder();
    const second = recorder();
    const a = await listener.listen('gamma', first.handlers);
    const b = await listener.listen('delta', second.handlers);
    const [backend] = await listeners();
    await admin.query('select pg_terminate_backend($1)', [backend!.pid]);
    expect(await within(5_000, async () => first.events.length === 3 && second.events.length === 3)).toBe(
      true,
    );
    expect(first.events).toEqual(['listening', 'lost', 'listening']);
    expect(second.events).toEqual(['listening', 'lost', 'listening']);
    expect(await listeners()).toHaveLength(1);
    await notify('gamma', 'after');
    await notify('delta', 'after too');
    expect(await within(2_000, async () => first.heard.length === 1 && second.heard.length === 1)).toBe(true);
    expect([first.heard, second.heard]).toEqual([['after'], ['after too']]);
    await a.close();
    await b.close();
  });

  it('ends a connection that stops answering (half-open), without holding up a writer, and listens again', async () => {
    const proxy = await frozenableProxy(new URL(url));
    const listener = new PostgresListener(proxy.url, { heartbeatMs: 100, answerWithinMs: 400 });
    const subscriber = recorder();
    const subscription = await listener.listen('epsilon', subscriber.handlers);
    try {
      proxy.freeze();
      const started = Date.now();
      await listener.settled();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await within(3_000, async () => subscriber.events.length === 3)).toBe(true);
      expect(subscriber.events).toEqual(['listening', 'lost', 'listening']);
      await notify('epsilon', 'heard again');
      expect(await within(2_000, async () => subscriber.heard.length === 1)).toBe(true);
    } finally {
      await subscription.close();
      await proxy.close();
    }
  });

  it('one app instance holds one listening connection for sessions, read caches and notification streams', async () => {
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const app = await buildApp({
      config: testConfig(),
      database,
      mailTransport: new MemoryTransport(),
      storage: new LocalFileStorage(await mkdtemp(path.join(tmpdir(), 'mb-listener-'))),
      logger: false,
    });
    await app.ready();
    try {
      expect(await listeners()).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** A TCP relay to PostgreSQL whose current connections can be frozen: nothing passes, nothing closes. */
async function frozenableProxy(target: URL) {
  const pairs: Array<[net.Socket, net.Socket]> = [];
  const frozen: Array<[net.Socket, net.Socket]> = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    freeze() {
      for (const [client, upstream] of pairs.splice(0)) {
        frozen.push([client, upstream]);
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async close() {
      for (const [client, upstream] of [...pairs, ...frozen]) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
