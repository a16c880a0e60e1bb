import { randomInt } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const payload = { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' };

// Runs where a Redis server is given (CI sets TEST_REDIS_URL); the in-memory limit is covered by the contact tests.
describe.runIf(redisUrl)('rate limits shared through Redis', async () => {
  const first = await createTestApp({ env: { REDIS_URL: redisUrl } });
  const second = await createTestApp({ env: { REDIS_URL: redisUrl } });

  it('counts requests from one address across instances', async () => {
    const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`;
    const send = (app: typeof first.app) =>
      app.inject({ method: 'POST', url: '/api/contact/send', payload, remoteAddress: ip });
    for (const app of [first.app, second.app, first.app, second.app, first.app]) {
      expect((await send(app)).statusCode).toBe(201);
    }
    expect((await send(second.app)).statusCode).toBe(429);
    expect((await send(first.app)).statusCode).toBe(429);
  });
});

describe('rate limits while Redis is unreachable', async () => {
  const closedPort = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
  const { app } = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${closedPort}` } });

  it('counts per instance with the same limit: never unthrottled, never an error', async () => {
    const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`;
    const send = () => app.inject({ method: 'POST', url: '/api/contact/send', payload, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
  });
});
