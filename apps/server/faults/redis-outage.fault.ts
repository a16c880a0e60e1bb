import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { within } from '../test/second-instance';
import { createFaultApp, LOG_LEVEL, type LogLine, rows } from './fault-app';
import { TcpProxy } from './tcp-proxy';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONTACT_LIMIT = 5;
const payload = { name: 'A', email: 'a@example.com', subject: 'S', message: 'Rate limit check' };
const UNREACHABLE = 'rate limits: Redis unreachable, counting per instance until it is back';
const BACK = 'rate limits: Redis is back, counting across instances again';

describe('Redis down under the rate limits', async () => {
  const target = new URL(REDIS_URL);
  const redisProxy = await new TcpProxy(target.hostname, Number(target.port || 6379)).start();
  const env = { REDIS_URL: redisProxy.urlFor(REDIS_URL) };
  const first = await createFaultApp({ env });
  const second = await createFaultApp({ env });
  const statuses: number[] = [];
  const sent = new Map([
    [first, 0],
    [second, 0],
  ]);
  const send = async (instance: typeof first, ip: string) => {
    const response = await instance.app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload,
      remoteAddress: ip,
    });
    statuses.push(response.statusCode);
    if (response.statusCode === 201) sent.set(instance, sent.get(instance)! + 1);
    return response.statusCode;
  };
  const newIp = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`;
  const said = (logs: LogLine[], message: string) => logs.filter((line) => line.msg === message);

  it('falls back to the same limit per instance, says so once, and shares the count again when it is back', async () => {
    // Shared through Redis: one address, both instances, one count.
    const shared = newIp();
    for (let i = 0; i < CONTACT_LIMIT; i++) expect(await send(i % 2 ? second : first, shared)).toBe(201);
    expect(await send(first, shared)).toBe(429);

    await redisProxy.cut();
    // Each instance now counts alone, with the route's own limit: never unthrottled.
    const during = newIp();
    for (const instance of [first, second]) {
      for (let i = 0; i < CONTACT_LIMIT; i++) expect(await send(instance, during)).toBe(201);
      expect(await send(instance, during)).toBe(429);
      expect(await send(instance, during)).toBe(429);
    }
    // Several reconnect attempts later, still one warning per instance.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const instance of [first, second]) {
      const warnings = said(instance.logs, UNREACHABLE);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe(LOG_LEVEL.warn);
    }

    await redisProxy.restore();
    for (const instance of [first, second]) {
      expect(await within(10_000, () => said(instance.logs, BACK).length === 1)).toBe(true);
      expect(said(instance.logs, BACK)[0]!.level).toBe(LOG_LEVEL.info);
    }
    const after = newIp();
    for (let i = 0; i < CONTACT_LIMIT; i++) expect(await send(i % 2 ? first : second, after)).toBe(201);
    expect(await send(second, after)).toBe(429);
    expect(await send(first, after)).toBe(429);

    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
    for (const [instance, count] of sent) {
      const stored = await rows<{ n: number }>(
        instance.direct,
        sql`select count(*)::int as n from contact_messages`,
      );
      expect(stored).toEqual([{ n: count }]);
      const queued = await rows<{ n: number }>(
        instance.direct,
        sql`select count(*)::int as n from mail_outbox`,
      );
      expect(queued).toEqual([{ n: count * 2 }]);
    }
    await redisProxy.close();
  });
});
