/**
 * A refusal the workload causes on purpose (a full workshop, a request answered meanwhile) is counted
 * apart from a failure, never hidden in it.
 */

/** The server trusts X-Forwarded-For. */
export interface Session {
  token: string;
  ip: string;
}

export type Outcome = 'ok' | 'refused' | 'rateLimited' | 'error';

export interface ActionCounts {
  ok: number;
  refused: number;
  rateLimited: number;
  error: number;
}

export class Recorder {
  latencies: number[] = [];
  readonly actions = new Map<string, ActionCounts>();
  readonly failures: string[] = [];
  intervalErrors = 0;
  /** To tell a slow endpoint from a machine that was busy. */
  slowest = { ms: 0, action: '' };

  record(action: string, outcome: Outcome, ms: number, detail?: string) {
    this.latencies.push(ms);
    if (ms > this.slowest.ms) this.slowest = { ms, action };
    let counts = this.actions.get(action);
    if (!counts) {
      counts = { ok: 0, refused: 0, rateLimited: 0, error: 0 };
      this.actions.set(action, counts);
    }
    counts[outcome] += 1;
    if (outcome === 'error') {
      this.intervalErrors += 1;
      if (this.failures.length < 20) this.failures.push(`${action}: ${detail}`);
    }
  }

  takeInterval() {
    const taken = { latencies: this.latencies, errors: this.intervalErrors, slowest: this.slowest.action };
    this.latencies = [];
    this.intervalErrors = 0;
    this.slowest = { ms: 0, action: '' };
    return taken;
  }

  totals(): ActionCounts {
    const sum = { ok: 0, refused: 0, rateLimited: 0, error: 0 };
    for (const counts of this.actions.values()) {
      for (const key of Object.keys(sum) as Outcome[]) sum[key] += counts[key];
    }
    return sum;
  }
}

export interface CallOptions {
  body?: unknown;
  /** Statuses this action may legitimately meet (a race with another user, a full workshop). */
  refusals?: readonly number[];
}

const TIMEOUT_MS = 10_000;

/** Undefined unless 2xx: a 5xx, a network error, a timeout or a 4xx not among `refusals` is an error. */
export async function call<T = unknown>(
  base: string,
  recorder: Recorder,
  session: Session,
  action: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<T | undefined> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${session.token}`,
    'x-forwarded-for': session.ip,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const { status } = response;
    if (status >= 200 && status < 300) {
      recorder.record(action, 'ok', ms);
      return (text ? JSON.parse(text) : undefined) as T;
    }
    if (status === 429) recorder.record(action, 'rateLimited', ms);
    else if (options.refusals?.includes(status)) recorder.record(action, 'refused', ms);
    else recorder.record(action, 'error', ms, `${method} ${path} answered ${status}: ${text.slice(0, 200)}`);
    return undefined;
  } catch (error) {
    const ms = performance.now() - started;
    recorder.record(action, 'error', ms, `${method} ${path} failed: ${(error as Error).message}`);
    return undefined;
  }
}
