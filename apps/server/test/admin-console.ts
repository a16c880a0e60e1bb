import { randomBytes } from 'node:crypto';
import type { ReportKind, Role } from '@mentorbridge/shared';
import { asc } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/audit-log';
import { resources } from '../src/db/schema/resources';
import type { AppInstance } from '../src/platform/context';
import { bearer, createUser, signIn } from './factories';

export async function session(
  app: AppInstance,
  role: Role,
  overrides: NonNullable<Parameters<typeof createUser>[1]> = {},
) {
  const user = await createUser(app, { role, ...overrides });
  const { token } = await signIn(app, user.email);
  return { ...user, token, headers: bearer(token) };
}
export type Session = Awaited<ReturnType<typeof session>>;

const REPORT_URLS: Record<ReportKind, (id: string) => string> = {
  experience: (id) => `/api/interviews/${id}/report`,
  insight: (id) => `/api/company-insights/${id}/report`,
  resource: (id) => `/api/resources/${id}/report`,
  profile: (id) => `/api/users/${id}/report`,
  review: (id) => `/api/mentor-reviews/${id}/report`,
};

let address = 0;

export async function reportAs(
  app: AppInstance,
  reporter: Session,
  kind: ReportKind,
  id: string,
  reason = 'Spam or advertising',
  details = '',
) {
  const response = await app.inject({
    method: 'POST',
    url: REPORT_URLS[kind](id),
    headers: reporter.headers,
    payload: { reason, details },
    // The report routes are rate-limited per address.
    remoteAddress: `10.90.${Math.floor(++address / 250)}.${address % 250}`,
  });
  if (response.statusCode !== 201) throw new Error(`report failed: ${response.statusCode} ${response.body}`);
}

export async function auditRows(app: AppInstance) {
  return app.ctx.db.select().from(auditLog).orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

export function experienceForm(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Acme Robotics',
    questions: [{ questionText: 'Why us?', studentAnswer: 'Robots.', roundType: 'HR' }],
    ...overrides,
  };
}

export function insightForm(overrides: Record<string, unknown> = {}) {
  return {
    company: 'Globex',
    industry: 'Technology',
    recruitmentPattern: 'Campus',
    rolesOffered: ['Engineer'],
    salaryRange: { min: 1, max: 2, currency: 'INR' },
    workCulture: 'Calm',
    hiringProcess: { rounds: 2, duration: '1 week', description: 'Two rounds' },
    expectations: { technical: ['DSA'], behavioral: ['Team work'], educational: 'B.Tech' },
    ...overrides,
  };
}

export async function postAs(
  app: AppInstance,
  author: Session,
  kind: 'experience' | 'insight',
  form: object,
) {
  const url = kind === 'experience' ? '/api/alumni-features/interview-experience' : '/api/company-insights';
  const response = await app.inject({ method: 'POST', url, headers: author.headers, payload: form });
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.statusCode} ${response.body}`);
  return response.json().data._id as string;
}

export async function storedResource(app: AppInstance, uploaderId: string, title: string) {
  const storageKey = `resources/${randomBytes(16).toString('hex')}.pdf`;
  const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
  await app.ctx.storage.put(storageKey, bytes);
  const [row] = await app.ctx.db
    .insert(resources)
    .values({
      uploaderId,
      title,
      description: 'A resource',
      category: 'Other',
      status: 'published',
      storageKey,
      fileName: 'notes.pdf',
      fileExtension: 'pdf',
      contentType: 'application/pdf',
      fileSize: bytes.length,
    })
    .returning({ id: resources.id });
  return { id: row!.id, storageKey };
}
