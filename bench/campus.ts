/**
 * `npm run bench:campus`: an open-loop campus mix against one server on BENCH_DATABASE_URL (seeded by
 * `npm run bench:seed`), stepped up in rate, then each action alone at 50 req/s; writes the "Campus load"
 * section at the top of docs/performance.md. Env: CAMPUS_STEPS (100,200,400,600,800; 0 skips the mix),
 * CAMPUS_SECONDS (30), CAMPUS_WARMUP_SECONDS (10), CAMPUS_ACTION_SECONDS (8), CAMPUS_ACTIONS=0,
 * CAMPUS_ONLY (a regular expression over the action names), CAMPUS_PORT (5098). The section is written only
 * by a full run (no CAMPUS_STEPS, CAMPUS_ONLY or CAMPUS_ACTIONS=0).
 */
import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadCampusData, openBenchDatabase, serverBackends, signInAll, USERS } from './campus-data';
import { type Floors, measureFloors } from './campus-floor';
import { checkInvariants } from './campus-invariants';
import { CampusClient, type Tally, weighted } from './campus-load';
import { type CampusAction, campusActions } from './campus-mix';
import {
  type ActionResult,
  actionTable,
  BUDGETS,
  budgetLines,
  HEADING,
  type Measured,
  type StepResult,
  saturationPoint,
  stepTable,
  summarize,
  waitLines,
  writeCampusSection,
} from './campus-report';
import { openWaitSampler, shareOf, topWaits, WAIT_SAMPLE_MS } from './campus-waits';
import { measureCpu } from './cpu-sampler';
import { startServer, waitForHealth } from './server-process';
import { startMailSink } from './soak-setup';

const env = process.env;
const url = env.BENCH_DATABASE_URL;
const steps = (env.CAMPUS_STEPS ?? '100,200,400,600,800')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const seconds = Number(env.CAMPUS_SECONDS ?? 30);
const warmUpSeconds = Number(env.CAMPUS_WARMUP_SECONDS ?? 10);
const actionSeconds = Number(env.CAMPUS_ACTION_SECONDS ?? 8);
const runsActions = env.CAMPUS_ACTIONS !== '0';
const only = env.CAMPUS_ONLY ? new RegExp(env.CAMPUS_ONLY, 'i') : null;
const port = Number(env.CAMPUS_PORT ?? 5098);
const isFullRun = !env.CAMPUS_STEPS && !only && runsActions;
const ACTION_RATE = 50;
const REST_SECONDS = 5;
const FLOOR_SECONDS = 8;
/** At rest means the jobs' first runs are over: less CPU than this, or this long waited. */
const SETTLED_MS_PER_SECOND = 40;
const SETTLE_MAX_SECONDS = 180;
const secret = 'campus-secret-campus-secret-campus-secret-01';
const base = `http://127.0.0.1:${port}`;

const log = (line: string) => process.stderr.write(`${line}\n`);

function progress(label: string, measured: Measured) {
  const s = summarize(measured);
  const { tally } = measured;
  log(
    `${label}: p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, ${s.cpuMs.toFixed(2)} ms CPU/request, ${tally.errors} errors, ${tally.refused} refusals${tally.stoppedAfter ? `, stopped after ${tally.stoppedAfter.toFixed(1)} s` : ''}`,
  );
  for (const failure of tally.failures.slice(0, 3)) log(`  ${failure}`);
}

function stepProgress(step: StepResult) {
  progress(`Mix at ${step.rate} req/s`, step);
  const { loopDelay } = step.cpu;
  const { waits } = step;
  const top = topWaits(waits, 3).map(([key, n]) => `${key} ${shareOf(n, waits)}`);
  log(
    `  event-loop delay p99 ${loopDelay.p99.toFixed(1)} ms, max ${loopDelay.max.toFixed(1)} ms; ${waits.active} active backend samples in ${waits.samples} snapshots, waiting on ${top.join(', ') || 'nothing'}; ${waits.idleInTransaction} idle in transaction, ${waits.lockWaits} lock waits`,
  );
}

function refusalLine(tallies: readonly Tally[]): string {
  const totals = new Map<string, number>();
  for (const tally of tallies) {
    for (const [key, n] of tally.refusals) totals.set(key, (totals.get(key) ?? 0) + n);
  }
  const parts = [...totals].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${key} ×${n}`);
  return parts.length === 0 ? 'none' : parts.join(', ');
}

/** The server's CPU, requests and statements over one open-loop run. */
async function measureRun(
  child: ChildProcess,
  backends: () => Promise<number[]>,
  run: () => Promise<Tally>,
): Promise<Measured> {
  const { result, cpu } = await measureCpu(child, backends, run);
  return { tally: result, cpu };
}

async function main() {
  if (!url) throw new Error('Set BENCH_DATABASE_URL (seed it with npm run bench:seed first).');
  const database = await openBenchDatabase(url);
  const mail = await startMailSink();
  let waitSampler: Awaited<ReturnType<typeof openWaitSampler>> | undefined;
  let child: ChildProcess | undefined;
  let client: CampusClient | undefined;
  try {
    const waits = await openWaitSampler(url);
    waitSampler = waits;
    const data = await loadCampusData(database);
    const actions = campusActions(data);
    child = startServer({
      port,
      databaseUrl: url,
      jwtSecret: secret,
      env: { JOBS_ENABLED: 'true', SMTP_URL: mail.url },
    });
    await waitForHealth(child, base);
    log(`Signing in ${USERS.students} students and ${USERS.alumni} alumni…`);
    const students = await signInAll(base, data.studentEmails, 40);
    const alumni = await signInAll(base, data.alumniEmails, 41);
    const load = new CampusClient(port, students, alumni, (email) => data.mentorships.has(email));
    client = load;
    const running = child;
    const backends = () => serverBackends(database);
    const mix = weighted(actions);

    const warmUp = await load.run(steps[0] ?? ACTION_RATE, warmUpSeconds, mix);
    log(`Warm-up: ${warmUp.sent} requests, ${warmUp.errors} errors`);
    for (const failure of warmUp.failures) log(`  ${failure}`);

    // The periodic jobs' own cost, which every per-request figure below includes. Their first runs on a
    // fresh seed (archiving thousands of old requests, the mails that follow) are waited out first.
    let restMsPerSecond = Number.POSITIVE_INFINITY;
    const settleBy = Date.now() + SETTLE_MAX_SECONDS * 1000;
    while (restMsPerSecond > SETTLED_MS_PER_SECOND && Date.now() < settleBy) {
      const rest = await measureCpu(running, backends, () => sleep(REST_SECONDS * 1000));
      restMsPerSecond = (rest.cpu.serverMs + rest.cpu.dbMs) / REST_SECONDS;
      log(`At rest: ${restMsPerSecond.toFixed(1)} ms of CPU per second`);
    }

    const stepResults: StepResult[] = [];
    for (const rate of steps) {
      const { result, cpu } = await measureCpu(running, backends, () =>
        waits.during(() => load.run(rate, seconds, mix)),
      );
      const step: StepResult = { rate, tally: result.result, waits: result.waits, cpu };
      stepResults.push(step);
      stepProgress(step);
      log(`  refusals: ${refusalLine([step.tally])}`);
      if (step.tally.stoppedAfter) break;
    }

    const actionResults: ActionResult[] = [];
    const alone = actions.filter((action) => runsActions && (!only || only.test(action.name)));
    for (const action of alone) {
      const measured = await measureRun(running, backends, () =>
        load.run(ACTION_RATE, actionSeconds, () => action),
      );
      actionResults.push({ action, ...measured });
      progress(`${action.name} alone`, measured);
    }

    const invariants = await checkInvariants(database);
    log('The floors…');
    const floor = await measureFloors(
      [
        ...new Set([
          ...(actionResults.length > 0 ? [ACTION_RATE] : []),
          ...stepResults.map((step) => step.rate),
        ]),
      ],
      FLOOR_SECONDS,
      port + 1,
      url,
    );
    const budgets = budgetLines(stepResults, actionResults, invariants, floor);
    const section = report(
      { counts: data.counts, restMsPerSecond, floor },
      actions,
      stepResults,
      actionResults,
      budgets.lines,
    );
    process.stdout.write(`\n${section}\n`);
    const failures = [...stepResults, ...actionResults].flatMap((r) => r.tally.failures);
    if (failures.length > 0) {
      process.stdout.write(
        `First failures:\n${failures
          .slice(0, 12)
          .map((f) => `  ${f}`)
          .join('\n')}\n`,
      );
    }
    if (isFullRun) writeCampusSection(section);
    process.stdout.write(`Budgets ${budgets.isMet ? 'met' : 'MISSED'}.\n`);
  } finally {
    client?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(12_000)]);
    }
    await mail.close();
    await waitSampler?.close();
    await database.end();
  }
}

function report(
  {
    counts,
    restMsPerSecond,
    floor,
  }: { counts: Record<string, number>; restMsPerSecond: number; floor: Floors },
  actions: readonly CampusAction[],
  stepResults: readonly StepResult[],
  actionResults: readonly ActionResult[],
  budgets: readonly string[],
): string {
  const date = new Date().toISOString().slice(0, 10);
  const cores = cpus();
  const saturation = saturationPoint(stepResults);
  const weights = actions.map((action) => `${action.name} ${action.weight}`).join(', ');
  return [
    HEADING,
    '',
    `Measured by \`npm run bench:campus\` on ${date}: an open loop (requests sent at a fixed arrival rate, never waiting for earlier answers; latency counted from each request's scheduled time) from ${USERS.students} students and ${USERS.alumni} alumni signed in through POST /api/auth/login, each request from a random one of them with its parameters drawn from the data (directory pages 1–8 by name prefix, company or branch; interview pages 1–5 by one of 20 words or a company; insights and resources by query, industry or category and a sort; ids of real profiles, experiences and insights). One server process on PostgreSQL, reached over ${connectionOf(url!)}, with the periodic jobs on; steps of ${seconds} s after ${warmUpSeconds} s of warm-up at the first rate.`,
    `Mix per 100 requests: ${weights}.`,
    `Dataset: ${Object.entries(counts)
      .map(([name, n]) => `${n.toLocaleString('en')} ${name}`)
      .join(', ')}.`,
    `Machine: ${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}) shared by the server, PostgreSQL, the load generator and other work (load average ${loadavg()[0]!.toFixed(1)} at the end).`,
    '',
    ...(stepResults.length > 0
      ? [
          'The mix, step by step:',
          '',
          ...stepTable(stepResults),
          '',
          `Saturation point (the highest step with p99 ≤ ${BUDGETS.saturationP99Ms} ms and no error): ${saturation === null ? 'none of the steps' : `${saturation} req/s`}. Write refusals in the mix: ${refusalLine(stepResults.map((s) => s.tally))}. What the slow tail waits on: the event-loop delay is the server's own \`monitorEventLoopDelay\` (10 ms resolution, the interval included, so an idle loop reads about 10 ms) from the start of the step to its last answer; the waits are the server's PostgreSQL backends in \`pg_stat_activity\`, read every ${WAIT_SAMPLE_MS} ms over the step from one connection of the bench's, the top wait's share being of the backend samples in state \`active\` (one with no wait event is running, mostly on CPU). Per step, the five commonest waits, with the samples idle in a transaction and those waiting on a lock:`,
          '',
          ...waitLines(stepResults),
          '',
        ]
      : []),
    ...(actionResults.length > 0
      ? [
          `Each action alone at ${ACTION_RATE} req/s for ${actionSeconds} s:`,
          '',
          ...actionTable(actionResults),
          '',
        ]
      : []),
    `The floor the issue says to subtract when comparing: a bare Node \`http\` server answering \`{}\` on this machine, driven by the same kind of open loop for ${FLOOR_SECONDS} s, costs ${[
      ...floor.bare,
    ]
      .map(([rate, cpu]) => `${cpu.toFixed(2)} ms of CPU per request at ${rate} req/s`)
      .join(
        ', ',
      )} (the wake-ups of a lightly loaded process). The same server sending PostgreSQL one prepared \`select 1\` per request over one connection, its backend's CPU counted, costs ${[
      ...floor.oneStatement,
    ]
      .map(([rate, cpu]) => `${cpu.toFixed(2)} ms at ${rate} req/s`)
      .join(', ')}: the least that any read touching the database costs here.`,
    '',
    'Budgets (the issue; judged on the figures as measured, the floor beside them):',
    '',
    ...budgets,
    '',
    `CPU is user + system time from /proc of the server process and of its PostgreSQL backends over each run, divided by the requests the server received (the periodic jobs included: at rest they cost ${restMsPerSecond.toFixed(1)} ms per second, ${(restMsPerSecond / ACTION_RATE).toFixed(2)} ms per request at ${ACTION_RATE} req/s; the load generator not); statements are those the server sent, BEGIN and COMMIT included. Refusals are the domain refusing a write (already booked, 5 pending requests), not failures; errors are network errors, timeouts, 5xx and any 4xx on a read.`,
    '',
  ].join('\n');
}

/** How the server reaches PostgreSQL: a Unix socket's folder as the (percent-encoded) host, or TCP. */
function connectionOf(databaseUrl: string): string {
  const parsed = new URL(databaseUrl);
  const host = decodeURIComponent(parsed.hostname);
  return host.startsWith('/')
    ? `its Unix socket (${host})`
    : `TCP to ${host || 'localhost'}:${parsed.port || '5432'}`;
}

await main();
