import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { within } from '../test/second-instance';
import { createTestDatabase } from '../test/test-database';
import { rows, sleep } from './fault-app';
import { isRefused, startServer } from './server-process';
import { startSlowPost } from './slow-request';

const IN_FLIGHT = 20;

describe('SIGTERM under load', async () => {
  const testDb = await createTestDatabase();
  const server = await startServer({
    NODE_ENV: 'production',
    DATABASE_URL: testDb.url!,
    JOBS_ENABLED: 'false',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    JWT_SECRET: 'sigterm-test-secret-sigterm-test-secret-1234',
    WEB_DIST_DIR: '/nonexistent',
    // Each request from its own address, clear of the contact form's limit per address.
    TRUST_PROXY: 'true',
    REDIS_URL: '',
    SMTP_URL: '',
  });
  afterAll(async () => {
    // Only when the test failed before the server exited: the process this file started, by its handle.
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await testDb.destroy();
  });

  it('finishes the requests in flight, refuses new connections, and exits 0 with a clean log', async () => {
    const requests = await Promise.all(
      Array.from({ length: IN_FLIGHT }, (_, i) =>
        startSlowPost(
          server.port,
          '/api/contact/send',
          { name: 'Asha', email: 'asha@example.com', subject: `In flight ${i}`, message: 'Hello' },
          { 'X-Forwarded-For': `10.90.0.${i + 1}` },
        ),
      ),
    );
    // An idle connection with no request begun is closed as part of shutting down, so wait for the headers.
    const started = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"incoming request"') && line.includes('/api/contact/send'));
    expect(await within(10_000, () => started().length === IN_FLIGHT)).toBe(true);
    server.child.kill('SIGTERM');

    // The listener closes at once: a new client is refused while the old ones are still in flight.
    const deadline = Date.now() + 3000;
    while (!(await isRefused(server.port)) && Date.now() < deadline) await sleep(20);
    expect(await isRefused(server.port)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    const answers = await Promise.all(requests.map((request) => request.finish()));
    for (const answer of answers) {
      expect(answer.wasReset).toBe(false);
      expect(answer.status).toBe(201);
      const length = Number(answer.headers.match(/content-length: (\d+)/i)?.[1]);
      expect(Buffer.byteLength(answer.body)).toBe(length);
      expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    }

    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; signal?: string });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.find((line) => line.msg === 'shutting down')?.signal).toBe('SIGTERM');
    expect(lines.at(-1)).toMatchObject({ msg: 'shut down cleanly', signal: 'SIGTERM' });

    const stored = await rows<{ subject: string }>(
      testDb.database,
      sql`select subject from contact_messages`,
    );
    expect(stored.map((row) => row.subject).sort()).toEqual(
      Array.from({ length: IN_FLIGHT }, (_, i) => `In flight ${i}`).sort(),
    );
  });
});
