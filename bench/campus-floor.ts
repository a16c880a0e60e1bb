/**
 * The floors to subtract when comparing costs per request: a bare Node `http` server answering `{}` on this
 * machine, driven at the same arrival rates, spends CPU on its wake-ups alone; the same server sending one
 * `select 1` per request adds the least that any read touching PostgreSQL costs, on both sides.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMs } from './server-process';

const BARE_SERVER = `require('node:http')
  .createServer((request, response) => { response.setHeader('content-type', 'application/json'); response.end('{}'); })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send({ backends: [] }));`;

const ONE_STATEMENT_SERVER = `const pg = require('pg');
// One connection that stays open, statements waiting their turn in the pool as the server's do.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, options: '-c jit=off', max: 1, idleTimeoutMillis: 0 });
Promise.resolve().then(async () => {
  const { rows } = await pool.query('select pg_backend_pid() as pid');
  require('node:http')
    .createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      pool.query({ name: 'floor', text: 'select 1 as one' }).then(
        ({ rows }) => response.end(JSON.stringify(rows[0])),
        () => { response.statusCode = 500; response.end('{}'); },
      );
    })
    .listen(Number(process.env.PORT), '127.0.0.1', () => process.send({ backends: [rows[0].pid] }));
});`;

function get(port: number, agent: http.Agent): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
      response.resume();
      response.on('end', resolve);
    });
    request.on('error', () => resolve());
  });
}

/** CPU ms per request (the server and its PostgreSQL backend) at each rate, `seconds` per rate. */
async function measure(
  script: string,
  rates: readonly number[],
  seconds: number,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Map<number, number>> {
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { backends } = await new Promise<{ backends: number[] }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { backends: number[] }));
    child.once('exit', () => reject(new Error('the floor server exited')));
  });
  const pids = [child.pid!, ...backends];
  const cpu = () => pids.reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const floor = new Map<number, number>();
  try {
    for (const rate of rates) {
      const before = cpu();
      const started = performance.now();
      const pending: Promise<void>[] = [];
      while (performance.now() - started < seconds * 1000) {
        const due = Math.floor(((performance.now() - started) / 1000) * rate);
        while (pending.length < due) pending.push(get(port, agent));
        await sleep(1);
      }
      await Promise.all(pending);
      await sleep(250);
      floor.set(rate, (cpu() - before) / Math.max(pending.length, 1));
    }
  } finally {
    agent.destroy();
    child.kill();
  }
  return floor;
}

export interface Floors {
  /** A bare server answering `{}`. */
  bare: Map<number, number>;
  /** The same server asking PostgreSQL `select 1` (a prepared statement) per request, its backend counted. */
  oneStatement: Map<number, number>;
}

export async function measureFloors(
  rates: readonly number[],
  seconds: number,
  port: number,
  databaseUrl: string,
): Promise<Floors> {
  return {
    bare: await measure(BARE_SERVER, rates, seconds, port),
    oneStatement: await measure(ONE_STATEMENT_SERVER, rates, seconds, port, { DATABASE_URL: databaseUrl }),
  };
}
