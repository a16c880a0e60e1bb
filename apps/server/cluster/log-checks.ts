import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

interface JobRun {
  job: string;
  instance: string;
  startedAt: number;
  ms: number;
}

async function logLines(file: string): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(line));
    } catch {}
  }
  return lines;
}

/** No job ran on two instances at once, each job ran somewhere, and each sent mail was handed over once. */
export async function checkLogs(files: string[], databaseUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const runs: JobRun[] = [];
  const delivered = new Map<string, number>();
  for (const file of files) {
    const instance = path.basename(file, '.log');
    for (const line of await logLines(file)) {
      if (line.msg === 'job ran') {
        runs.push({
          job: String(line.job),
          instance,
          startedAt: Number(line.startedAt),
          ms: Number(line.ms),
        });
      }
      const mail = line.mail as { to?: string; subject?: string } | undefined;
      if (mail?.to && typeof line.msg === 'string' && line.msg.startsWith('mail to ')) {
        const key = `${mail.to} | ${mail.subject}`;
        delivered.set(key, (delivered.get(key) ?? 0) + 1);
      }
      const status = (line.res as { statusCode?: number } | undefined)?.statusCode;
      if (status !== undefined && status >= 500)
        problems.push(`${instance} answered ${status}: ${JSON.stringify(line)}`);
    }
  }

  const byJob = new Map<string, JobRun[]>();
  for (const run of runs) byJob.set(run.job, [...(byJob.get(run.job) ?? []), run]);
  if (byJob.size === 0) problems.push('no job ran on either instance');
  for (const [job, jobRuns] of byJob) {
    jobRuns.sort((x, y) => x.startedAt - y.startedAt);
    for (let i = 1; i < jobRuns.length; i++) {
      const previous = jobRuns[i - 1]!;
      const current = jobRuns[i]!;
      if (current.startedAt < previous.startedAt + previous.ms)
        problems.push(
          `${job} ran on ${previous.instance} and ${current.instance} at once (${previous.startedAt}, ${current.startedAt})`,
        );
    }
  }

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sent = await client.query<{ key: string; count: number }>(
      `select "to" || ' | ' || subject as key, count(*)::int as count from mail_outbox where status = 'sent' group by 1`,
    );
    const expected = new Map(sent.rows.map((row) => [row.key, row.count]));
    for (const [key, count] of expected) {
      const seen = delivered.get(key) ?? 0;
      if (seen !== count)
        problems.push(`mail "${key}": ${count} sent in the outbox, handed over ${seen} times`);
    }
    for (const [key, seen] of delivered)
      if (!expected.has(key)) problems.push(`mail "${key}" handed over ${seen} times but not marked sent`);
  } finally {
    await client.end();
  }
  return problems;
}
