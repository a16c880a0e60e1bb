import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Started {
  name: string;
  child: ChildProcess;
  logFile: string;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): Started {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { name, child, logFile };
}

export async function waitUntilOk(started: Started, url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null)
      throw new Error(
        `${started.name} exited (${started.child.exitCode}) during start-up: see ${started.logFile}`,
      );
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > deadline)
      throw new Error(`${started.name} did not answer ${url} within ${timeoutMs} ms`);
    await sleep(200);
  }
}

export async function stopProcess(started: Started, graceMs = 15_000): Promise<number | null> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const code = await exited;
  clearTimeout(killer);
  return code;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
