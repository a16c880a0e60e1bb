/**
 * The load benchmark: each endpoint with autocannon against BENCH_DATABASE_URL (seeded by
 * `npm run bench:seed`), written to docs/performance.md. Beside throughput and latency it measures
 * what holds on a noisy shared machine: CPU time per request (server and its PostgreSQL backends,
 * from /proc) and SQL statements per request (counted by a preload in the server).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { signToken } from '../apps/server/src/platform/auth/tokens';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { writeReportSection } from './report-section';
import { countersOf, cpuMs, rssMb, startServer, waitForHealth } from './server-process';

const url = process.env.BENCH_DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
/** The p99 bar of the reads is at 8 connections: a shorter second run per read. */
const p99Seconds = Number(process.env.BENCH_P99_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 5097);
const secret = 'bench-secret-bench-secret-bench-secret-0123';
const base = `http://127.0.0.1:${port}`;
const REPORT = 'docs/performance.md';
const HEADING = '## Hot-key bench';
/** Where `npm run bench:campus` ends its section (campus-report.ts), which stays at the top. */
const CAMPUS_END = '<!-- end of the campus load section -->';
/** So the benchmark's own CPU is not counted as the server's. */
const BENCH_APPLICATION = 'mentorbridge-bench';
const INTERVIEW_QUERY = 'system design';
const INTERVIEW_COMPANY = 'Amazon';
const INSIGHT_QUERY = 'Google';
const RESOURCE_QUERY = 'system design';
const USER_QUERY = 'sharma';
/** A case-insensitive regular expression; a partial run prints its table and leaves the docs alone. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const selected = (name: string) => !only || only.test(name);

const BARS = {
  readCpuMs: 2,
  readStatements: 2,
  readShare: 0.1,
  readP99Ms: 50,
  writeCpuMs: 4,
} as const;

interface Result {
  name: string;
  kind: 'baseline' | 'read' | 'write';
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  p99At8?: number;
  non2xx: number;
  errors: number;
  serverCpuMs: number;
  dbCpuMs: number;
  statements: number;
}

/**
 * Puts the heading right after the campus section, or under the title, the first time; the table an older run
 * wrote there without a heading goes. `writeReportSection` then replaces the section under the heading.
 */
function placeHeading() {
  const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Performance\n';
  if (previous.includes(HEADING)) return;
  const campusEnd = previous.indexOf(CAMPUS_END);
  const titleEnd = previous.startsWith('# ') ? previous.indexOf('\n') + 1 || previous.length : 0;
  const start = campusEnd >= 0 ? campusEnd + CAMPUS_END.length : titleEnd;
  const next = previous.slice(start).search(/^## /m);
  const above = previous.slice(0, start).trimEnd();
  const below = next >= 0 ? previous.slice(start + next) : '';
  writeFileSync(REPORT, `${above ? `${above}\n\n` : ''}${HEADING}\n\n${below}`);
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function main() {
  if (!url) throw new Error('Set BENCH_DATABASE_URL (seed it with npm run bench:seed first).');
  const benchUrl = new URL(url);
  benchUrl.searchParams.set('application_name', BENCH_APPLICATION);
  const database = await openDatabase({ databaseUrl: benchUrl.toString(), poolSize: 2 });
  const { db } = database;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const students = await rows<{ id: string }>(
    sql`select id from users where role = 'student' order by email limit 5000`,
  );
  const alumni = await rows<{ id: string }>(sql`select id from users where role = 'alumni' order by email`);
  const open = await rows<{ id: string }>(
    sql`select id from workshops where is_active and completed_at is null and scheduled_at > now()`,
  );
  const busiest = await rows<{ alumni_id: string }>(
    sql`select alumni_id from mentorship_requests where status = 'pending' group by alumni_id order by count(*) desc limit 1`,
  );
  // The helpful vote is cast by students who have never voted, on experiences across the whole table.
  const voters = await rows<{ id: string }>(sql`
    select u.id from users u where u.role = 'student'
      and not exists (select 1 from interview_helpful_votes v where v.user_id = u.id)
    order by u.email limit 5000`);
  const experiences = await rows<{ id: string }>(sql`select id from interview_experiences order by id`);
  if (voters.length === 0 || experiences.length === 0) {
    throw new Error('No interview experiences or voters: run npm run bench:seed again.');
  }
  const admins = await rows<{ id: string }>(sql`select id from users where role = 'admin' limit 1`);
  if (admins.length === 0) throw new Error('No admin: run npm run bench:seed again.');
  const now = new Date();
  const token = (id: string, role: 'student' | 'alumni' | 'admin') =>
    signToken(secret, { sub: id, role, tv: 0 }, now);
  const studentTokens = await Promise.all(students.map((s) => token(s.id, 'student')));
  const voterTokens = await Promise.all(voters.map((s) => token(s.id, 'student')));
  const alumniToken = await token(busiest[0]!.alumni_id, 'alumni');
  const adminToken = await token(admins[0]!.id, 'admin');

  const child = startServer({ port, databaseUrl: url, jwtSecret: secret });

  const backends = async () =>
    (
      await rows<{ pid: number }>(sql`
        select pid from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend'
          and application_name <> ${BENCH_APPLICATION}`)
    ).map((row) => row.pid);

  /**
   * Backends that appear during the run count from zero; one that ends keeps its last sample. The window
   * closes once the requests still in flight when the load stopped have finished.
   */
  async function settle() {
    for (let i = 0; i < 40; i++) {
      const before = cpuMs(child.pid!) ?? 0;
      await sleep(250);
      if ((cpuMs(child.pid!) ?? 0) - before < 10) return;
    }
  }

  async function measured(name: string, kind: Result['kind'], options: autocannon.Options): Promise<Result> {
    await settle();
    const serverBefore = cpuMs(child.pid!) ?? 0;
    const countersBefore = await countersOf(child);
    const first = new Map<number, number>();
    const last = new Map<number, number>();
    const sample = async (initial: boolean) => {
      for (const pid of await backends()) {
        const used = cpuMs(pid);
        if (used === null) continue;
        if (!first.has(pid)) first.set(pid, initial ? used : 0);
        last.set(pid, used);
      }
      for (const pid of last.keys()) {
        const used = cpuMs(pid);
        if (used !== null) last.set(pid, used);
      }
    };
    await sample(true);
    let running = true;
    const sampler = (async () => {
      while (running) {
        await sleep(250);
        await sample(false);
      }
    })();
    const result = await load(options);
    await settle();
    running = false;
    await sampler;
    await sample(false);
    const serverMs = (cpuMs(child.pid!) ?? serverBefore) - serverBefore;
    let dbMs = 0;
    for (const [pid, start] of first) dbMs += (last.get(pid) ?? start) - start;
    const countersAfter = await countersOf(child);
    // Requests still in flight when the load stopped are included; autocannon's count is the fallback.
    const counted = countersAfter.requests - countersBefore.requests;
    const received = counted > 0 ? counted : Math.max(result.requests.total, 1);
    return {
      name,
      kind,
      connections: options.connections ?? 10,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      serverCpuMs: serverMs / received,
      dbCpuMs: dbMs / received,
      statements: (countersAfter.statements - countersBefore.statements) / received,
    };
  }

  try {
    const startMs = await waitForHealth(child, base);
    // Every browser sends Accept-Encoding, so answers above 1 KB go compressed.
    const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
    const auth = (t: string) => ({ authorization: `Bearer ${t}`, ...BROWSER });
    const student = studentTokens[0]!;
    const results: Result[] = [];
    results.push(
      await measured('GET /api/health (baseline)', 'baseline', {
        url: `${base}/api/health`,
        connections: 64,
        headers: BROWSER,
      }),
    );
    const q = encodeURIComponent;
    const reads: Array<[string, string, string]> = [
      ['alumni directory (search + page)', '/api/users/alumni?q=sharma&page=2&limit=20', student],
      [
        'alumni directory (filter)',
        '/api/users/alumni?company=Google&branch=Computer%20Science&limit=20',
        student,
      ],
      ['student workshop list', '/api/alumni-features/workshops?limit=20', student],
      ["alumni's pending requests", '/api/mentorship-requests/alumni?status=pending', alumniToken],
      ["student's bookings", '/api/alumni-features/my-bookings', student],
      ['leaderboard (limit 100)', '/api/leaderboard?limit=100', student],
      ['leaderboard (weekly, limit 100)', '/api/leaderboard?limit=100&period=weekly', student],
      ["alumni's own rank", '/api/leaderboard/me', alumniToken],
      ['top contributors', '/api/leaderboard/top-contributors?limit=4', student],
      ['interviews (newest)', '/api/interviews?limit=20', student],
      [
        `interviews (full text "${INTERVIEW_QUERY}", snippets)`,
        `/api/interviews?q=${q(INTERVIEW_QUERY)}&limit=20`,
        student,
      ],
      [
        `interviews (company ${INTERVIEW_COMPANY}, selected)`,
        `/api/interviews?company=${q(INTERVIEW_COMPANY)}&outcome=selected&limit=20`,
        student,
      ],
      ['company insights (newest)', '/api/company-insights?limit=12', student],
      [
        'company insights (top rated, Technology)',
        '/api/company-insights?sort=rating&industry=Technology&limit=12',
        student,
      ],
      [
        `company insights (search "${INSIGHT_QUERY}")`,
        `/api/company-insights?q=${q(INSIGHT_QUERY)}&limit=12`,
        student,
      ],
      ['resources (published, newest)', '/api/resources?limit=12', student],
      [
        `resources (search "${RESOURCE_QUERY}", a category)`,
        `/api/resources?q=${q(RESOURCE_QUERY)}&category=${q('Interview Questions')}&limit=12`,
        student,
      ],
      ['admin user list (newest)', '/api/users?page=1&limit=20', adminToken],
      [
        `admin user list (search "${USER_QUERY}", students)`,
        `/api/users?q=${q(USER_QUERY)}&role=student&page=1&limit=20`,
        adminToken,
      ],
    ];
    for (const [name, path, t] of reads) {
      if (!selected(`GET ${name}`)) continue;
      // A read that does not answer 200 would only measure the error path.
      const probe = await fetch(`${base}${path}`, { headers: auth(t) });
      if (!probe.ok) throw new Error(`${path} answered ${probe.status}: ${await probe.text()}`);
      const result = await measured(`GET ${name}`, 'read', {
        url: `${base}${path}`,
        connections: 64,
        headers: auth(t),
      });
      const at8 = await load({
        url: `${base}${path}`,
        connections: 8,
        duration: p99Seconds,
        headers: auth(t),
      });
      result.p99At8 = at8.latency.p99;
      results.push(result);
    }

    let booking = 0;
    if (selected('POST book a workshop')) {
      results.push(
        await measured('POST book a workshop', 'write', {
          url: base,
          connections: 32,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => {
                const i = booking++;
                return {
                  ...request,
                  path: `/api/alumni-features/workshop/${open[(i * 7) % open.length]!.id}/book`,
                  headers: {
                    ...auth(studentTokens[i % studentTokens.length]!),
                    'content-type': 'application/json',
                    'x-forwarded-for': `10.1.${Math.floor(i / 250) % 250}.${i % 250}`,
                  },
                  body: JSON.stringify({ notes: 'bench' }),
                };
              },
            },
          ],
        }),
      );
    }
    let sent = 0;
    if (selected('POST send a mentorship request')) {
      results.push(
        await measured('POST send a mentorship request', 'write', {
          url: base,
          connections: 32,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => {
                const i = sent++;
                return {
                  ...request,
                  path: '/api/mentorship-requests',
                  headers: {
                    ...auth(studentTokens[i % studentTokens.length]!),
                    'content-type': 'application/json',
                    'x-forwarded-for': `10.2.${Math.floor(i / 250) % 250}.${i % 250}`,
                  },
                  body: JSON.stringify({
                    alumniId: alumni[(i * 11 + 3) % alumni.length]!.id,
                    message: 'bench request',
                  }),
                };
              },
            },
          ],
        }),
      );
    }
    let voted = 0;
    if (selected('PUT mark an interview experience helpful')) {
      results.push(
        await measured('PUT mark an interview experience helpful', 'write', {
          url: base,
          connections: 32,
          requests: [
            {
              method: 'PUT',
              setupRequest: (request) => {
                // Every request a different student; a student's next vote goes to a different experience.
                const i = voted++;
                const round = Math.floor(i / voterTokens.length);
                const experience = experiences[(i * 7 + round * 13) % experiences.length]!;
                return {
                  ...request,
                  path: `/api/interviews/${experience.id}/helpful`,
                  headers: {
                    ...auth(voterTokens[i % voterTokens.length]!),
                    'x-forwarded-for': `10.3.${Math.floor(i / 250) % 250}.${i % 250}`,
                  },
                };
              },
            },
          ],
        }),
      );
    }
    const rss = rssMb(child.pid!);

    const overCapacity = await rows<{ n: number }>(sql`
      select count(*)::int as n from workshops w
      where (select count(*) from workshop_bookings b where b.workshop_id = w.id and b.status = 'Confirmed') > w.max_participants`);
    const duplicatePending = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select student_id, alumni_id from mentorship_requests where status = 'pending'
      group by 1, 2 having count(*) > 1) d`);
    const overCap = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select student_id from mentorship_requests where status = 'pending'
      group by 1 having count(*) > 5) d`);
    const wrongHelpful = await rows<{ n: number }>(sql`
      select count(*)::int as n from interview_experiences e
      where e.helpful_count <> (select count(*) from interview_helpful_votes v where v.experience_id = e.id)`);
    const wrongRatings = await rows<{ n: number }>(sql`
      select count(*)::int as n from company_insights i
      left join (select insight_id, count(*) as n, sum(rating) as total from company_insight_ratings group by 1) r
        on r.insight_id = i.id
      where i.total_ratings <> coalesce(r.n, 0) or i.rating_sum <> coalesce(r.total, 0)`);
    const paidTwice = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select kind, source_type, source_id from points_ledger where not is_reversal
      group by 1, 2, 3 having count(*) > 1) d`);

    const baseline = results[0]!;
    const ms = (value: number) => value.toFixed(2);
    const verdict = (r: Result) => {
      const cpu = r.serverCpuMs + r.dbCpuMs;
      const missed =
        r.kind === 'read'
          ? [
              cpu > BARS.readCpuMs && 'CPU',
              r.statements > BARS.readStatements + 0.05 && 'statements',
              r.rps / baseline.rps < BARS.readShare && 'throughput',
              (r.p99At8 ?? 0) > BARS.readP99Ms && 'p99',
              (r.errors > 0 || r.non2xx > 0) && 'errors',
            ]
          : [cpu > BARS.writeCpuMs && 'CPU', r.errors > 0 && 'errors'];
      const names = missed.filter(Boolean);
      return names.length === 0 ? 'met' : `MISSED (${names.join(', ')})`;
    };
    const line = (r: Result) =>
      `| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.kind === 'read' ? `${((r.rps / baseline.rps) * 100).toFixed(1)}%` : '—'} | ${r.p50} | ${r.p99} | ${r.p99At8 ?? '—'} | ${ms(r.serverCpuMs)} + ${ms(r.dbCpuMs)} = ${ms(r.serverCpuMs + r.dbCpuMs)} | ${r.statements.toFixed(1)} | ${r.non2xx} | ${r.errors} | ${verdict(r)} |`;
    const generated = [
      HEADING,
      '',
      `Measured by \`npm run bench\` on ${now.toISOString().slice(0, 10)} (${seconds} s per endpoint at 64 (reads) or 32 (writes) connections, then ${p99Seconds} s per read at 8 connections; autocannon on loopback sending a browser's Accept-Encoding on reads, PostgreSQL 15, one server process, 2 cores shared with other work).`,
      'Dataset: `npm run bench:seed` (20,000 students, 3,000 alumni with profiles, 1,500 workshops, 30,000 bookings, 60,000 mentorship requests, about 300,000 points events, 5,000 interview experiences with 30,000 helpful votes, 600 company insights with 15,000 ratings, 3,000 placement resources, one admin).',
      '',
      '| Endpoint | Connections | Requests | Req/s | Share of health | p50 ms | p99 ms | p99 ms at 8 | CPU ms/request (server + PostgreSQL) | SQL statements/request | Non-2xx | Errors | Bars |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      `| ${baseline.name} | ${baseline.connections} | ${baseline.requests} | ${baseline.rps.toFixed(0)} | 100% | ${baseline.p50} | ${baseline.p99} | — | ${ms(baseline.serverCpuMs)} + ${ms(baseline.dbCpuMs)} = ${ms(baseline.serverCpuMs + baseline.dbCpuMs)} | ${baseline.statements.toFixed(1)} | ${baseline.non2xx} | ${baseline.errors} | — |`,
      ...results.slice(1).map(line),
      '',
      `Bars (QUALITY.md): reads at most ${BARS.readCpuMs} ms of CPU per request (server + PostgreSQL) and one or two SQL statements, throughput at 64 connections at least ${BARS.readShare * 100}% of the health baseline, p99 at 8 connections at most ${BARS.readP99Ms} ms; writes at most ${BARS.writeCpuMs} ms of CPU per request and no errors.`,
      'CPU is user + system time from /proc of the server process and of its PostgreSQL backends over the run, divided by the requests the server received (the load generator and PostgreSQL background processes are not counted); statements are the ones the server sent, BEGIN and COMMIT included.',
      'Non-2xx on writes are the domain refusing a request (already booked, 5 pending requests reached), not failures.',
      '',
      `- Start: the server answered /api/health ${startMs} ms after launch (budget 3 s).`,
      `- Memory: server RSS at the end of the run ${rss} MB (budget 300 MB with PostgreSQL).`,
      `- Invariants after the writes: workshops over capacity ${overCapacity[0]!.n}; duplicate pending requests ${duplicatePending[0]!.n}; students over 5 pending ${overCap[0]!.n}; experiences whose helpful count differs from their votes ${wrongHelpful[0]!.n}; insights whose rating totals differ from their ratings ${wrongRatings[0]!.n}; points sources paid twice ${paidTwice[0]!.n}.`,
      '',
    ].join('\n');
    if (!only) {
      placeHeading();
      writeReportSection(HEADING, generated);
    }
    process.stdout.write(`${generated}\n`);
  } finally {
    child.kill('SIGTERM');
    await database.close();
  }
}

await main();
