/**
 * Memory is averaged over each interval: RSS and heap saw-tooth with GC by tens of MB. The verdict's
 * two readings are taken after full collections (--expose-gc): what is retained.
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { countersOf, cpuMs, rssMb } from './server-process';
import type { Recorder } from './soak-client';
import { type Sample, sampleRow } from './soak-report';

const MEMORY_EVERY_MS = 1000;
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / (values.length || 1);

async function settledMemory(child: ChildProcess) {
  const counters = await countersOf(child, 'settled');
  return {
    rssMb: Math.round(counters.rss / 1024 / 1024),
    heapMb: Math.round(counters.heapUsed / 1024 / 1024),
  };
}

export async function sampleServer(
  child: ChildProcess,
  recorder: Recorder,
  timing: { seconds: number; intervalSeconds: number; warmUpSeconds: number },
  isRunning: () => boolean,
): Promise<Sample[]> {
  const pid = child.pid!;
  const samples: Sample[] = [];
  const started = Date.now();
  let cpuBefore = cpuMs(pid) ?? 0;
  let statementsBefore = (await countersOf(child)).statements;
  recorder.takeInterval();
  for (let at = timing.intervalSeconds; at <= timing.seconds && isRunning(); at += timing.intervalSeconds) {
    const rss: number[] = [];
    const heap: number[] = [];
    let statements = statementsBefore;
    while (Date.now() < started + at * 1000 && isRunning()) {
      await sleep(Math.min(MEMORY_EVERY_MS, started + at * 1000 - Date.now()));
      const counters = await countersOf(child);
      rss.push(rssMb(pid));
      heap.push(counters.heapUsed / 1024 / 1024);
      statements = counters.statements;
    }
    if (!isRunning()) break;
    const { latencies, errors, slowest } = recorder.takeInterval();
    const cpuNow = cpuMs(pid) ?? cpuBefore;
    const sample: Sample = {
      at,
      seconds: timing.intervalSeconds,
      latencies,
      errors,
      slowest,
      rssMb: Math.round(mean(rss)),
      heapMb: Math.round(mean(heap)),
      cpuPercent: ((cpuNow - cpuBefore) / (timing.intervalSeconds * 1000)) * 100,
      statements: statements - statementsBefore,
      load: loadavg()[0]!,
    };
    cpuBefore = cpuNow;
    statementsBefore = statements;
    const isWarm = at >= timing.warmUpSeconds && !samples.some((earlier) => earlier.settled);
    if (isWarm) sample.settled = await settledMemory(child);
    samples.push(sample);
    process.stdout.write(`${sampleRow(sample)}\n`);
  }
  const last = samples.at(-1);
  // Not when interrupted: the server may be shutting down on the same signal.
  if (last && !last.settled && isRunning()) last.settled = await settledMemory(child);
  return samples;
}
