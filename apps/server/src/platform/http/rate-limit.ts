import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { AppInstance } from '../context';

/**
 * Per-route rate limits (`config.rateLimit` on a route). Counters live in Redis when REDIS_URL is set, so
 * every instance behind a load balancer shares them; otherwise in this process's memory.
 */
export async function registerRateLimits(app: AppInstance, config: Config): Promise<void> {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'mentorbridge-rl-',
    // A Redis outage must not lock users out; requests pass unthrottled until it returns.
    skipOnError: true,
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
}
