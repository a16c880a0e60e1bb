/**
 * CPU time of the server process and of its PostgreSQL backends over a window, from /proc, with the
 * requests and statements the server counted in it and its event-loop delay while the load ran.
 */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { countersOf, cpuMs, type LoopDelay } from './server-process';

const SAMPLE_MS = 250;

export interface CpuWindow {
  serverMs: number;
  dbMs: number;
  /** As the server counted them: requests still in flight when the load stopped are included. */
  requests: number;
  statements: number;
  /** From the start of the window to the end of `run`, before the server settles. */
  loopDelay: LoopDelay;
}

/** Waits until the server has finished what was in flight (less than 10 ms of CPU in 250 ms). */
export async function settle(pid: number) {
  for (let i = 0; i < 40; i++) {
    const before = cpuMs(pid) ?? 0;
    await sleep(SAMPLE_MS);
    if ((cpuMs(pid) ?? 0) - before < 10) return;
  }
}

/**
 * `backends` lists the server's PostgreSQL backend pids. One that appears during the window counts from
 * zero; one that ends keeps its last sample.
 */
export async function measureCpu<T>(
  child: ChildProcess,
  backends: () => Promise<number[]>,
  run: () => Promise<T>,
): Promise<{ result: T; cpu: CpuWindow }> {
  const pid = child.pid!;
  await settle(pid);
  const serverBefore = cpuMs(pid) ?? 0;
  const countersBefore = await countersOf(child);
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async (initial: boolean) => {
    for (const backend of await backends()) {
      const used = cpuMs(backend);
      if (used === null) continue;
      if (!first.has(backend)) first.set(backend, initial ? used : 0);
      last.set(backend, used);
    }
    for (const backend of last.keys()) {
      const used = cpuMs(backend);
      if (used !== null) last.set(backend, used);
    }
  };
  await sample(true);
  let running = true;
  const sampler = (async () => {
    while (running) {
      await sleep(SAMPLE_MS);
      await sample(false);
    }
  })();
  try {
    const result = await run();
    const { loopDelay } = await countersOf(child);
    await settle(pid);
    return { result, cpu: { ...(await close()), loopDelay } };
  } finally {
    running = false;
    await sampler;
  }

  async function close(): Promise<Omit<CpuWindow, 'loopDelay'>> {
    running = false;
    await sampler;
    await sample(false);
    let dbMs = 0;
    for (const [backend, start] of first) dbMs += (last.get(backend) ?? start) - start;
    const countersAfter = await countersOf(child);
    return {
      serverMs: (cpuMs(pid) ?? serverBefore) - serverBefore,
      dbMs,
      requests: countersAfter.requests - countersBefore.requests,
      statements: countersAfter.statements - countersBefore.statements,
    };
  }
}
