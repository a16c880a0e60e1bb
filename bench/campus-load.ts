/**
 * An open-loop load: request i is due at start + i / rate and sent at the first tick after that, whatever
 * the earlier ones are doing; its latency counts from when it was due, so a slow server cannot slow the
 * load down and hide its own queueing.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { SignedIn } from './campus-data';
import type { CampusAction, CampusRequest, Role } from './campus-mix';

const TICK_MS = 5;
const TIMEOUT_MS = 10_000;
/** Beyond this many requests in flight a step is hopelessly saturated. */
const MAX_OUTSTANDING = 2_000;
const FAILURES_KEPT = 8;

type Headers = Record<string, string>;
interface UserHeaders {
  email: string;
  read: Headers;
  write: Headers;
}

export interface Tally {
  latencies: number[];
  sent: number;
  answeredInWindow: number;
  seconds: number;
  refused: number;
  errors: number;
  /** "action status" → count. */
  refusals: Map<string, number>;
  failures: string[];
  clientCpuMs: number;
  stoppedAfter?: number;
}

export class CampusClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  private readonly users: Record<Role, UserHeaders[]>;

  constructor(
    private readonly port: number,
    students: SignedIn[],
    alumni: SignedIn[],
    /** Students with an accepted mentorship, who may read slots and book sessions. */
    isMentee: (email: string) => boolean = () => false,
  ) {
    const headers = ({ email, token, ip }: SignedIn): UserHeaders => {
      // A browser's Accept-Encoding, so answers above 1 KB go compressed as they would to a browser.
      const read = {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': ip,
        'accept-encoding': 'gzip, deflate, br',
      };
      return { email, read, write: { ...read, 'content-type': 'application/json' } };
    };
    const studentHeaders = students.map(headers);
    const alumniHeaders = alumni.map(headers);
    this.users = {
      student: studentHeaders,
      alumni: alumniHeaders,
      mentee: studentHeaders.filter((user) => isMentee(user.email)),
      any: [...studentHeaders, ...alumniHeaders],
    };
  }

  /** Sends `total` requests at `rate` per second, each from `choose()`, and resolves once all have ended. */
  run(rate: number, seconds: number, choose: () => CampusAction): Promise<Tally> {
    const total = Math.round(rate * seconds);
    const gap = 1000 / rate;
    const tally: Tally = {
      latencies: [],
      sent: 0,
      answeredInWindow: 0,
      seconds,
      refused: 0,
      errors: 0,
      refusals: new Map(),
      failures: [],
      clientCpuMs: 0,
    };
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    let windowEnd = start + seconds * 1000;
    let ended = 0;
    let isSending = true;
    return new Promise((resolve) => {
      const finish = () => {
        if (isSending || ended < tally.sent) return;
        const cpu = process.cpuUsage(cpuBefore);
        tally.clientCpuMs = (cpu.user + cpu.system) / 1000;
        resolve(tally);
      };
      const onEnd = (due: number, action: CampusAction, status: number, detail?: string) => {
        const now = performance.now();
        ended += 1;
        tally.latencies.push(now - due);
        if (now <= windowEnd) tally.answeredInWindow += 1;
        const isRefusal = action.kind === 'write' && status >= 400 && status < 500;
        if (isRefusal) {
          tally.refused += 1;
          const key = `${action.name} ${status}`;
          tally.refusals.set(key, (tally.refusals.get(key) ?? 0) + 1);
        } else if (status === 0 || status >= 400) {
          tally.errors += 1;
          if (tally.failures.length < FAILURES_KEPT) tally.failures.push(`${action.name}: ${detail}`);
        }
        finish();
      };
      const timer = setInterval(() => {
        const now = performance.now();
        while (tally.sent < total && start + tally.sent * gap <= now) {
          const action = choose();
          const users = this.users[action.role];
          const user = users[Math.floor(Math.random() * users.length)]!;
          this.send(action, action.request(user.email), user, start + tally.sent * gap, onEnd);
          tally.sent += 1;
        }
        const isSaturated = tally.sent < total && tally.sent - ended > MAX_OUTSTANDING;
        if (tally.sent < total && !isSaturated) return;
        if (isSaturated) {
          tally.stoppedAfter = (now - start) / 1000;
          tally.seconds = tally.stoppedAfter;
          windowEnd = now;
        }
        clearInterval(timer);
        isSending = false;
        finish();
      }, TICK_MS);
    });
  }

  private send(
    action: CampusAction,
    { method, path, body }: CampusRequest,
    user: UserHeaders,
    due: number,
    onEnd: (due: number, action: CampusAction, status: number, detail?: string) => void,
  ) {
    let isDone = false;
    const end = (status: number, detail?: string) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(deadline);
      onEnd(due, action, status, detail);
    };
    const request = http.request(
      {
        agent: this.agent,
        host: '127.0.0.1',
        port: this.port,
        method,
        path,
        headers: body ? user.write : user.read,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 400) {
          response.resume();
          response.on('end', () => end(status));
        } else {
          // Only failures are read, to say what went wrong.
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            end(status, `${method} ${path} answered ${status}: ${decode(response, chunks).slice(0, 200)}`),
          );
        }
        response.on('error', (error) => end(0, `${method} ${path} failed: ${error.message}`));
        response.on('close', () => end(0, `${method} ${path}: the answer was cut off`));
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error(`timed out after ${TIMEOUT_MS} ms`)),
      TIMEOUT_MS,
    );
    request.on('error', (error) => end(0, `${method} ${path} failed: ${error.message}`));
    request.end(body);
  }

  close() {
    this.agent.destroy();
  }
}

function decode(response: http.IncomingMessage, chunks: Buffer[]): string {
  const raw = Buffer.concat(chunks);
  try {
    switch (response.headers['content-encoding']) {
      case 'gzip':
        return zlib.gunzipSync(raw).toString();
      case 'br':
        return zlib.brotliDecompressSync(raw).toString();
      case 'deflate':
        return zlib.inflateSync(raw).toString();
      default:
        return raw.toString();
    }
  } catch {
    return raw.toString();
  }
}

/** Draws actions in proportion to their weights. */
export function weighted(actions: readonly CampusAction[]): () => CampusAction {
  const ends: number[] = [];
  for (const action of actions) ends.push((ends.at(-1) ?? 0) + action.weight);
  const total = ends.at(-1) ?? 0;
  return () => {
    const target = Math.random() * total;
    return actions[ends.findIndex((end) => target < end)]!;
  };
}
