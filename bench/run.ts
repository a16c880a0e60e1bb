/**
 * The load benchmark of QUALITY.md: starts the server on the benchmark database, measures GET /api/health
 * as the baseline, then each read and write endpoint with autocannon, and writes docs/performance.md.
 * Loopback only, bounded duration. Needs BENCH_DATABASE_URL seeded by `npm run bench:seed`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { signToken } from '../apps/server/src/platform/auth/tokens';
import { openDatabase } from '../apps/server/src/platform/db/database';

const url = process.env.BENCH_DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const port = Number(process.env.BENCH_PORT ?? 5097);
const secret = 'bench-secret-bench-secret-bench-secret-0123';
const base = `http://127.0.0.1:${port}`;

interface Result {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function waitForHealth(child: ChildProcess) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return Date.now() - started;
    } catch {}
    if (Date.now() - started > 60_000) throw new Error('the server did not start within 60 s');
    await sleep(100);
  }
}

function run(name: string, options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        name,
        connections: options.connections ?? 10,
        requests: result.requests.total,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function main() {
  if (!url) throw new Error('Set BENCH_DATABASE_URL (seed it with npm run bench:seed first).');
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
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
  const now = new Date();
  const token = (id: string, role: 'student' | 'alumni') => signToken(secret, { sub: id, role, tv: 0 }, now);
  const studentTokens = await Promise.all(students.map((s) => token(s.id, 'student')));
  const alumniToken = await token(busiest[0]!.alumni_id, 'alumni');

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      JWT_SECRET: secret,
      SMTP_URL: 'smtp://127.0.0.1:1',
      JOBS_ENABLED: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // Each simulated student comes from its own address, as on a campus network behind a proxy.
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const startMs = await waitForHealth(child);
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });
    const student = studentTokens[0]!;
    const results: Result[] = [];
    results.push(await run('GET /api/health (baseline)', { url: `${base}/api/health`, connections: 64 }));
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
    ];
    for (const [name, path, t] of reads) {
      results.push(await run(`GET ${name}`, { url: `${base}${path}`, connections: 64, headers: auth(t) }));
    }

    let booking = 0;
    results.push(
      await run('POST book a workshop', {
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
    let sent = 0;
    results.push(
      await run('POST send a mentorship request', {
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

    const baseline = results[0]!;
    const line = (r: Result, budget: number, ratio: boolean) => {
      const share = r.rps / baseline.rps;
      const ok = r.p99 <= budget && (!ratio || share >= 0.25) && r.errors === 0;
      return `| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps.toFixed(0)} | ${ratio ? `${(share * 100).toFixed(0)}%` : '—'} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${ok ? 'met' : 'MISSED'} |`;
    };
    const report = [
      '# Performance',
      '',
      `Measured by \`npm run bench\` on ${now.toISOString().slice(0, 10)} (${seconds} s per endpoint, autocannon on loopback, PostgreSQL 15, one server process, 2 cores).`,
      `Dataset: \`npm run bench:seed\` (20,000 students, 3,000 alumni with profiles, 1,500 workshops, 30,000 bookings, 60,000 mentorship requests).`,
      '',
      '| Endpoint | Connections | Requests | Req/s | Share of health | p50 ms | p99 ms | Non-2xx | Errors | Budget |',
      '|---|---|---|---|---|---|---|---|---|---|',
      `| ${baseline.name} | ${baseline.connections} | ${baseline.requests} | ${baseline.rps.toFixed(0)} | 100% | ${baseline.p50} | ${baseline.p99} | ${baseline.non2xx} | ${baseline.errors} | — |`,
      ...results.slice(1, 1 + reads.length).map((r) => line(r, 50, true)),
      ...results.slice(1 + reads.length).map((r) => line(r, 100, false)),
      '',
      'Budgets (QUALITY.md): reads p99 ≤ 50 ms and ≥ 25% of the health throughput; writes p99 ≤ 100 ms with no errors.',
      'Non-2xx on writes are the domain refusing a request (already booked, 5 pending requests reached), not failures.',
      '',
      `- Start: the server answered /api/health ${startMs} ms after launch (budget 3 s).`,
      `- Memory: server RSS at the end of the run ${rss} MB (budget 300 MB with PostgreSQL).`,
      `- Invariants after the writes: workshops over capacity ${overCapacity[0]!.n}; duplicate pending requests ${duplicatePending[0]!.n}; students over 5 pending ${overCap[0]!.n}.`,
      '',
    ].join('\n');
    writeFileSync('docs/performance.md', report);
    process.stdout.write(`${report}\n`);
  } finally {
    child.kill('SIGTERM');
    await database.close();
  }
}

await main();
