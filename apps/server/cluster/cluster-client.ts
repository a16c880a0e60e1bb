import { randomBytes } from 'node:crypto';
import type { Role } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { insertUser } from '../src/modules/auth/auth.repository';
import { hashPassword } from '../src/platform/auth/passwords';
import { signToken } from '../src/platform/auth/tokens';
import { openDatabase } from '../src/platform/db/database';
import { studentProfilePayload } from '../test/factories';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the cluster tests with \`npm run test:cluster\``);
  return value;
};

export const BALANCER = env('CLUSTER_URL');
export const INSTANCES = env('CLUSTER_INSTANCES').split(',');
export const LOG_FILES = env('CLUSTER_LOGS').split(',');

export const database = await openDatabase({ databaseUrl: env('CLUSTER_DATABASE_URL'), poolSize: 4 });
afterAll(() => database.close());

export async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer, read by the assertions that check it
  body: any;
  upstream: string | null;
}

export async function api(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; base?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${options.base ?? BALANCER}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, upstream: response.headers.get('x-upstream') };
}

const secret = env('CLUSTER_JWT_SECRET');
let passwordHash: Promise<string> | undefined;

/** Token signed as the instances sign them: the per-address sign-in limit would cap how many users sign in. */
export async function newUser(role: Role) {
  passwordHash ??= hashPassword('cluster-pass-1');
  const user = await insertUser(database.db, {
    name: `Cluster ${role} ${randomBytes(3).toString('hex')}`,
    email: `cluster-${randomBytes(6).toString('hex')}@example.com`,
    role,
    passwordHash: await passwordHash,
    isVerified: true,
  });
  const token = await signToken(secret, { sub: user.id, role, tv: user.tokenVersion }, new Date());
  return { ...user, token };
}

export async function newStudentWithProfile() {
  const student = await newUser('student');
  const saved = await api('PUT', '/api/profile/student', {
    token: student.token,
    body: studentProfilePayload(),
  });
  if (saved.status !== 200)
    throw new Error(`profile save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return student;
}

export async function demoUser(email: string) {
  const [user] = await rows<{ id: string; role: Role; token_version: number }>(
    sql`select id, role, token_version from users where email = ${email}`,
  );
  if (!user) throw new Error(`the demo campus has no ${email}`);
  return {
    id: user.id,
    token: await signToken(secret, { sub: user.id, role: user.role, tv: user.token_version }, new Date()),
  };
}

const HOUR = 60 * 60 * 1000;

export function workshopForm(hoursAhead: number, maxParticipants: number) {
  return {
    title: `Cluster workshop ${Date.now()}`,
    description: 'Two instances, one seat count: nobody gets a seat that is not there.',
    category: 'System Design',
    workshopType: 'workshop',
    scheduledDate: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
    isPaid: false,
    price: 0,
    duration: 60,
    maxParticipants,
    meetingLink: 'https://meet.example.com/cluster',
    prerequisites: 'None',
    topics: ['Concurrency'],
  };
}
