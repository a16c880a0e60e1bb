/**
 * `npm run bench:soak`: a mixed workload against one server on PostgreSQL with its jobs running. Fails on
 * any error or when the settled RSS at the end exceeds the one after the warm-up by more than 20 %.
 * Env: SOAK_SECONDS (600), SOAK_INTERVAL_SECONDS (10), SOAK_THINK_MS (500), SOAK_WRITE_DOCS=1, and
 * SOAK_POSTGRES_URL (else TEST_DATABASE_URL), where it may create and drop mb_soak_<pid>.
 */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeReportSection } from './report-section';
import { startServer, waitForHealth } from './server-process';
import { Recorder } from './soak-client';
import {
  actionTable,
  isMet,
  type Summary,
  sampleHeader,
  sampleRow,
  spans,
  verdictLines,
} from './soak-report';
import { sampleServer } from './soak-sampler';
import { createSoakDatabase, dropSoakDatabase, SOAK_SIZES, signIn, startMailSink } from './soak-setup';
import { ADMIN_ACTIONS, ALUMNI_ACTIONS, type Alumni } from './soak-staff';
import { STUDENT_ACTIONS, type Student } from './soak-students';
import { type Actor, actorFor, runUser } from './soak-users';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const intervalSeconds = Number(process.env.SOAK_INTERVAL_SECONDS ?? 10);
const thinkMs = Number(process.env.SOAK_THINK_MS ?? 500);
const port = Number(process.env.SOAK_PORT ?? 5095);
/** Any database on it: the soak creates its own beside it. */
const postgresUrl =
  process.env.SOAK_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const writeDocs = process.env.SOAK_WRITE_DOCS === '1';
const USERS = { students: 40, alumni: 10, admins: 2 } as const;
/** After the read caches, prepared statements and pool connections have filled. */
const warmUpSeconds = Math.max(2 * intervalSeconds, seconds / 10);
const secret = 'soak-secret-soak-secret-soak-secret-0123456';
const base = `http://127.0.0.1:${port}`;
const databaseName = `mb_soak_${process.pid}`;
const HEADING = '## Soak';

let running = true;
let interrupted = false;
let loadStartedAt = 0;
// A listener that stays: tsx relays a signal it receives again, and a second signal without a listener
// would end the process before the database is dropped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    running = false;
  });
}

/** Sign-ins are rate-limited per address. */
async function signInUsers(recorder: Recorder) {
  const sessions = async (prefix: string, count: number, octet: number) => {
    const signed = [];
    for (let i = 0; i < count; i++) {
      const email = prefix === 'admin' ? `admin${i || ''}@bench.test` : `${prefix}${i}@bench.test`;
      signed.push(await signIn(base, email, `10.16.${octet}.${i + 1}`));
    }
    return signed;
  };
  const alumniSessions = await sessions('alumni', USERS.alumni, 2);
  const mentorIds = alumniSessions.map((session) => session.id);
  const students: Student[] = (await sessions('student', USERS.students, 1)).map((session) => ({
    ...actorFor(base, recorder, 'student', session),
    mentorIds,
    alumniIds: [],
    workshops: [],
    bookings: [],
    requests: [],
    interviewIds: [],
    insightIds: [],
  }));
  const alumni: Alumni[] = alumniSessions.map((session) => ({
    ...actorFor(base, recorder, 'alumni', session),
    pending: [],
    bookings: [],
  }));
  const admins: Actor[] = (await sessions('admin', USERS.admins, 3)).map((session) =>
    actorFor(base, recorder, 'admin', session),
  );
  return { students, alumni, admins };
}

async function soak(child: ChildProcess) {
  const recorder = new Recorder();
  const { students, alumni, admins } = await signInUsers(recorder);
  const isRunning = () => running;
  const users = [
    ...students.map((s) => runUser(s, STUDENT_ACTIONS, thinkMs, isRunning)),
    ...alumni.map((a) => runUser(a, ALUMNI_ACTIONS, thinkMs, isRunning)),
    ...admins.map((a) => runUser(a, ADMIN_ACTIONS, thinkMs, isRunning)),
  ];
  process.stdout.write(
    `Soak: ${seconds} s, ${USERS.students} students, ${USERS.alumni} alumni, ${USERS.admins} admins, think time ${thinkMs} ms\n${sampleHeader.join('\n')}\n`,
  );
  loadStartedAt = Date.now();
  const samples = await sampleServer(child, recorder, { seconds, intervalSeconds, warmUpSeconds }, isRunning);
  running = false;
  await Promise.all(users);
  if (samples.length === 0) throw new Error('the soak ended before its first interval');
  // Interrupted before the warm-up ended: the interval means stand in.
  const warm = samples.find((s) => s.settled) ?? samples[0]!;
  const end = samples.at(-1)!;
  warm.settled ??= { rssMb: warm.rssMb, heapMb: warm.heapMb };
  end.settled ??= { rssMb: end.rssMb, heapMb: end.heapMb };
  return {
    samples,
    actions: recorder.actions,
    totals: recorder.totals(),
    failures: recorder.failures,
    warm,
    end,
    growth: (end.settled!.rssMb - warm.settled!.rssMb) / warm.settled!.rssMb,
  } satisfies Summary;
}

function report(summary: Summary, setupSeconds: number) {
  const date = new Date().toISOString().slice(0, 10);
  const every = Math.max(intervalSeconds, Math.ceil(seconds / 10 / intervalSeconds) * intervalSeconds);
  const section = [
    HEADING,
    '',
    `Measured by \`npm run bench:soak\` on ${date}: ${seconds} s of a mixed workload by ${USERS.students} students (directory, workshops, bookings and cancellations, mentorship requests, interview experiences, company insights, resources, leaderboard), ${USERS.alumni} alumni (answering requests, confirming bookings, creating workshops, their standing) and ${USERS.admins} admins (user table, dashboard), each signed in through POST /api/auth/login and pausing ${thinkMs / 2}–${(thinkMs * 3) / 2} ms between actions; one server process on PostgreSQL 15 with the periodic jobs on (JOBS_ENABLED=true) and mail delivered to a local SMTP sink.`,
    `Dataset: a fresh database seeded by bench/seed.ts at a tenth of the benchmark's size (${SOAK_SIZES.students} students, ${SOAK_SIZES.alumni} alumni, ${SOAK_SIZES.workshops} workshops, ${SOAK_SIZES.experiences} interview experiences, ${SOAK_SIZES.insights} company insights, ${SOAK_SIZES.resources} resources); setup (database, migrations, seed, start, sign-ins) took ${setupSeconds.toFixed(0)} s.`,
    'Machine: 2 cores shared with other engineers running their test suites at the same time, and with the load generator itself, so latencies carry that noise.',
    '',
    `p99 over time (spans of ${every} s; CPU in % of one core; memory the mean over the span's last ${intervalSeconds} s, read every second):`,
    '',
    ...sampleHeader,
    ...spans(summary.samples, every).map(sampleRow),
    '',
    ...verdictLines(summary),
    '',
    "The memory verdict compares readings taken after two full garbage collections a second apart (the server runs with `--expose-gc`; the counters preload collects on request), so that it compares what is retained rather than two points of the collector's saw-tooth (in 60-second runs the unforced RSS swung by ±20 % with it). CI runs `SOAK_SECONDS=60 npm run bench:soak` (exit 1 on any error or more than 20 % growth); this section is written only with `SOAK_WRITE_DOCS=1`.",
    '',
    'Requests per action (refused: the 4xx the workload meets on purpose, not failures):',
    '',
    ...actionTable(summary.actions),
    '',
  ].join('\n');
  process.stdout.write(`\n${section}\n`);
  if (summary.failures.length > 0) {
    process.stdout.write(`First failures:\n${summary.failures.map((f) => `  ${f}`).join('\n')}\n`);
  }
  if (writeDocs && !interrupted) writeReportSection(HEADING, section);
}

async function main() {
  const setupStarted = Date.now();
  const mail = await startMailSink();
  let child: ChildProcess | undefined;
  let met = false;
  try {
    const databaseUrl = await createSoakDatabase(postgresUrl, databaseName);
    child = startServer({
      port,
      databaseUrl,
      jwtSecret: secret,
      env: { JOBS_ENABLED: 'true', SMTP_URL: mail.url },
      nodeFlags: ['--expose-gc'],
    });
    await waitForHealth(child, base);
    const summary = await soak(child);
    report(summary, (loadStartedAt - setupStarted) / 1000);
    met = isMet(summary) && !interrupted;
  } finally {
    // On a failure too: the users' loops must end, or the process would not.
    running = false;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(12_000)]);
    }
    await mail.close();
    await dropSoakDatabase(postgresUrl, databaseName);
  }
  process.stdout.write(
    `Soak ${met ? 'passed' : 'FAILED'}; ${((Date.now() - setupStarted) / 1000).toFixed(0)} s in all.\n`,
  );
  process.exitCode = met ? 0 : 1;
}

await main();
