import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Incr = FastifyRateLimitStore['incr'];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

interface OutageLogger {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/** One line when Redis goes away and one when it is back, however many requests and reconnects between. */
export class RedisOutage {
  private isDown = false;
  constructor(private readonly logger: OutageLogger) {}

  down(error: unknown): void {
    if (this.isDown) return;
    this.isDown = true;
    this.logger.warn(
      { err: error },
      'rate limits: Redis unreachable, counting per instance until it is back',
    );
  }

  up(): void {
    if (!this.isDown) return;
    this.isDown = false;
    this.logger.info('rate limits: Redis is back, counting across instances again');
  }
}

class LocalCounters {
  private readonly counts = new Map<string, { current: number; resetAt: number }>();

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      // Expired entries go as new keys arrive, so a long outage cannot grow the map without bound.
      if (this.counts.size >= 10_000) this.prune(now);
      entry = { current: 0, resetAt: now + timeWindow };
      this.counts.set(key, entry);
    }
    entry.current++;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  private prune(now: number): void {
    for (const [key, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(key);
    while (this.counts.size >= 10_000) this.counts.delete(this.counts.keys().next().value!);
  }
}

/** While Redis cannot answer, counts in this process with the same limits: never unthrottled, never failing. */
export function redisWithLocalFallback(redis: Redis, outage: RedisOutage): FastifyRateLimitStoreCtor {
  const script = `
    local current = redis.call('INCR', KEYS[1])
    if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
    return {current, redis.call('PTTL', KEYS[1])}`;
  redis.defineCommand('mentorbridgeRateLimit', { numberOfKeys: 1, lua: script });
  const run = (key: string, timeWindow: number) =>
    (
      redis as unknown as { mentorbridgeRateLimit(key: string, ms: number): Promise<[number, number]> }
    ).mentorbridgeRateLimit(key, timeWindow);

  const store = (prefix: string): FastifyRateLimitStore => {
    const local = new LocalCounters();
    const incr: Incr = (key, callback, timeWindow) => {
      const fallBack = (error: unknown) => {
        outage.down(error);
        callback(null, local.incr(key, timeWindow));
      };
      // Not connected: no command is queued (it would wait for a reconnect), the request is counted here.
      if (redis.status !== 'ready') return fallBack(new Error(`Redis connection is ${redis.status}`));
      run(prefix + key, timeWindow).then(([current, ttl]) => {
        outage.up();
        callback(null, { current, ttl });
      }, fallBack);
    };
    return {
      incr,
      // Keys are named as the plugin's own Redis store names them.
      child: (options: RouteOptions) => {
        const route = (options as unknown as { routeInfo: { method?: string; url?: string } }).routeInfo;
        return store(`${prefix}${route.method ?? ''}${route.url ?? ''}-`);
      },
    };
  };
  // The plugin constructs the store with `new`; a function returning an object serves as that constructor.
  return function Store() {
    return store('mentorbridge-rl-');
  } as unknown as FastifyRateLimitStoreCtor;
}
