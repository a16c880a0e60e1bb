/**
 * The floor to subtract when comparing costs per request: a bare Node `http` server answering `{}` on this
 * machine, driven at the same arrival rates, spends CPU on its wake-ups alone.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMs } from './server-process';

const BARE_SERVER = `require('node:http')
  .createServer((request, response) => { response.setHeader('content-type', 'application/json'); response.end('{}'); })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'));`;

function get(port: number, agent: http.Agent): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
      response.resume();
      response.on('end', resolve);
    });
    request.on('error', () => resolve());
  });
}

/** Server CPU ms per request at each rate, `seconds` per rate. */
export async function measureFloor(
  rates: readonly number[],
  seconds: number,
  port: number,
): Promise<Map<number, number>> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the bare server exited')));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const floor = new Map<number, number>();
  try {
    for (const rate of rates) {
      const before = cpuMs(child.pid!) ?? 0;
      const started = performance.now();
      const pending: Promise<void>[] = [];
      while (performance.now() - started < seconds * 1000) {
        const due = Math.floor(((performance.now() - started) / 1000) * rate);
        while (pending.length < due) pending.push(get(port, agent));
        await sleep(1);
      }
      await Promise.all(pending);
      await sleep(250);
      floor.set(rate, ((cpuMs(child.pid!) ?? 0) - before) / Math.max(pending.length, 1));
    }
  } finally {
    agent.destroy();
    child.kill();
  }
  return floor;
}
