/** The benchmarked server as a child process, and its health, CPU time, RSS and preload counters. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const SERVER_ENTRY = new URL('../apps/server/src/main.ts', import.meta.url).pathname;

/** The proxy is trusted so each simulated user can come from its own address, as on a campus network. */
export function startServer(options: {
  port: number;
  databaseUrl: string;
  jwtSecret: string;
  env?: NodeJS.ProcessEnv;
  nodeFlags?: string[];
}): ChildProcess {
  return spawn(
    process.execPath,
    [
      ...(options.nodeFlags ?? []),
      // To profile the server under load: BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/p".
      ...(process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
      '--import',
      'tsx',
      '--import',
      serverCounters(SERVER_ENTRY),
      'apps/server/src/main.ts',
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        JWT_SECRET: options.jwtSecret,
        SMTP_URL: 'smtp://127.0.0.1:1',
        JOBS_ENABLED: 'false',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        WEB_DIST_DIR: '/nonexistent',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
}

export async function waitForHealth(child: ChildProcess, base: string) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return Date.now() - started;
    } catch {}
    if (Date.now() - started > 60_000) throw new Error('the server did not start within 60 s');
    await sleep(100);
  }
}

export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (comm) ": state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Counts the HTTP requests the server receives and every statement pg sends (BEGIN and COMMIT included),
 * and the event-loop delay since the previous answer (p50, p99 and max in ms, from a 10 ms timer, so an
 * idle loop reads about 10 ms), answered over the IPC channel; `settled` answers after two full garbage
 * collections.
 */
function serverCounters(serverEntry: string) {
  const code = `
    import { createRequire } from 'node:module';
    import http from 'node:http';
    import { monitorEventLoopDelay } from 'node:perf_hooks';
    const pg = createRequire(${JSON.stringify(serverEntry)})('pg');
    let statements = 0;
    let requests = 0;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (...args) { statements++; return query.apply(this, args); };
    const emit = http.Server.prototype.emit;
    http.Server.prototype.emit = function (event, ...args) {
      if (event === 'request') requests++;
      return emit.call(this, event, ...args);
    };
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const answer = () => {
      const delay = loopDelay.count === 0 ? { p50: 0, p99: 0, max: 0 }
        : { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
      loopDelay.reset();
      process.send({ statements, requests, heapUsed: process.memoryUsage().heapUsed, rss: process.memoryUsage.rss(), loopDelay: delay });
    };
    process.on('message', (message) => {
      if (message === 'counters') answer();
      // Full collections first (needs --expose-gc), so that two readings compare what is retained. Measured
      // on the soak: RSS drops only after V8 has unmapped the freed pages in the background, and mostly after
      // a second collection (291 MB before, 263 MB a second after the first, 221 MB after the second).
      if (message === 'settled') {
        globalThis.gc?.();
        setTimeout(() => { globalThis.gc?.(); setTimeout(answer, 1000); }, 1000);
      }
    });
    process.channel?.unref();
    // The benchmark is gone: shut down as on SIGTERM (unless already shutting down, its handler then spent)
    // rather than hold the port and the database; exit regardless a little later.
    process.on('disconnect', () => {
      if (process.listenerCount('SIGTERM') > 0) process.kill(process.pid, 'SIGTERM');
      setTimeout(() => process.exit(1), 15000).unref();
    });
  `;
  return `data:text/javascript,${encodeURIComponent(code)}`;
}

export interface Counters {
  statements: number;
  requests: number;
  heapUsed: number;
  rss: number;
  /** Event-loop delay in ms since the previous answer (the 10 ms timer interval included). */
  loopDelay: LoopDelay;
}

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export function countersOf(child: ChildProcess, ask: 'counters' | 'settled' = 'counters'): Promise<Counters> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its counters')), 5000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as Counters);
    });
    child.send(ask);
  });
}
