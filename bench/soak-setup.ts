/**
 * A database of its own (seeded small to keep CI short) and an SMTP server that discards mail, so the
 * outbox delivers as in production instead of retrying against nothing.
 */
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { BENCH_PASSWORD, type BenchSizes, seedBench } from './seed';
import type { Session } from './soak-client';

/** Seeded in seconds, still pages and searches with real work. */
export const SOAK_SIZES: BenchSizes = {
  students: 2_000,
  alumni: 300,
  workshops: 150,
  bookings: 3_000,
  requests: 6_000,
  ledgerEventsPerAlumni: 100,
  experiences: 500,
  helpfulVotes: 3_000,
  resources: 300,
  insights: 60,
  insightRatings: 1_500,
  admins: 2,
};

async function onServer(serverUrl: string, statement: string) {
  // Through the maintenance database: the one named in the URL may not exist yet.
  const maintenance = new URL(serverUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createSoakDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await seedBench(url.toString(), SOAK_SIZES);
  return url.toString();
}

export async function dropSoakDatabase(serverUrl: string, name: string) {
  // Forced: a server killed on an error may leave its connections behind for a moment.
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

export async function startMailSink(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The server's pooled connection stays open while idle: closing ends it instead of waiting for it.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function signIn(base: string, email: string, ip: string): Promise<Session & { id: string }> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string; _id: string };
  return { token: body.token, id: body._id, ip };
}
