/**
 * What the server's PostgreSQL backends wait on during a run: pg_stat_activity every 100 ms on a connection
 * of its own (named as the bench's, so neither it nor the bench's other connection is counted).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { BENCH_APPLICATION } from './campus-data';

export const WAIT_SAMPLE_MS = 100;
/** Active with no wait event: running, or in a wait PostgreSQL does not report. */
export const NOT_WAITING = 'no wait event';

export interface WaitSummary {
  /** Snapshots of pg_stat_activity taken. */
  samples: number;
  /** Backend-samples in state `active`. */
  active: number;
  /** Active backend-samples per `wait_event_type:wait_event` (NOT_WAITING without one), most first. */
  events: Array<[string, number]>;
  /** Backend-samples in state `idle in transaction` (aborted included). */
  idleInTransaction: number;
  /** Backend-samples waiting on a heavyweight lock (wait_event_type Lock). */
  lockWaits: number;
}

interface Row {
  wait_event_type: string | null;
  wait_event: string | null;
  state: string | null;
}

export async function openWaitSampler(url: string) {
  const client = new pg.Client({ connectionString: url, application_name: BENCH_APPLICATION });
  await client.connect();

  /** Samples while `run` runs; a snapshot slower than 100 ms delays the next rather than overlapping it. */
  async function during<T>(run: () => Promise<T>): Promise<{ result: T; waits: WaitSummary }> {
    const events = new Map<string, number>();
    let samples = 0;
    let active = 0;
    let idleInTransaction = 0;
    let lockWaits = 0;
    let running = true;
    const snapshot = async () => {
      const { rows } = await client.query<Row>(
        `select wait_event_type, wait_event, state from pg_stat_activity
         where datname = current_database() and backend_type = 'client backend' and application_name <> $1`,
        [BENCH_APPLICATION],
      );
      samples++;
      for (const row of rows) {
        if (row.wait_event_type === 'Lock') lockWaits++;
        if (row.state?.startsWith('idle in transaction')) idleInTransaction++;
        if (row.state !== 'active') continue;
        active++;
        const key = row.wait_event_type ? `${row.wait_event_type}:${row.wait_event}` : NOT_WAITING;
        events.set(key, (events.get(key) ?? 0) + 1);
      }
    };
    const sampler = (async () => {
      let next = Date.now();
      while (running) {
        try {
          await snapshot();
        } catch (error) {
          process.stderr.write(`pg_stat_activity sampling stopped: ${(error as Error).message}\n`);
          return;
        }
        next = Math.max(next + WAIT_SAMPLE_MS, Date.now());
        await sleep(next - Date.now());
      }
    })();
    let result: T;
    try {
      result = await run();
    } finally {
      running = false;
      await sampler;
    }
    const sorted = [...events].sort((a, b) => b[1] - a[1]);
    return { result, waits: { samples, active, events: sorted, idleInTransaction, lockWaits } };
  }

  return { during, close: () => client.end() };
}

/** The `limit` most frequent wait events among the active samples (not counting NOT_WAITING). */
export function topWaits(waits: WaitSummary, limit = 5): Array<[string, number]> {
  return waits.events.filter(([key]) => key !== NOT_WAITING).slice(0, limit);
}

export const shareOf = (n: number, waits: WaitSummary) =>
  waits.active === 0 ? '0%' : `${Math.round((100 * n) / waits.active)}%`;
