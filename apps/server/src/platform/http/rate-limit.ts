import { once } from 'node:events';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Config } from '../../config';
import type { AppInstance } from '../context';
import { RedisOutage, redisWithLocalFallback } from './rate-limit-store';

const REDIS_START_WAIT_MS = 1000;

export async function registerRateLimits(app: AppInstance, config: Config): Promise<void> {
  if (!config.REDIS_URL) {
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  // Loaded only when configured: the client is about 25 MB of a server's memory that runs without Redis.
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, {
    connectTimeout: 1000,
    // A command never waits for a reconnect nor hangs on a dead socket: the request is counted locally.
    enableOfflineQueue: false,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  const outage = new RedisOutage(app.log);
  // Every failed reconnect emits an error: one log line per outage, not one per attempt.
  redis.on('error', (error) => outage.down(error));
  redis.on('ready', () => outage.up());
  const ready = once(redis, 'ready').catch(() => {});
  const timeout = new Promise((resolve) => setTimeout(resolve, REDIS_START_WAIT_MS).unref());
  await Promise.race([ready, timeout]);
  await app.register(fastifyRateLimit, { global: false, store: redisWithLocalFallback(redis, outage) });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
}
