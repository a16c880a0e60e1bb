import type { CompanyInsight, Role } from '@mentorbridge/shared';
import type { AppInstance } from '../src/platform/context';
import { bearer, createUser, signIn } from './factories';

export async function session(app: AppInstance, role: Role, name?: string) {
  const user = await createUser(app, { role, ...(name ? { name } : {}) });
  const { token } = await signIn(app, user.email);
  return { ...user, token, headers: bearer(token) };
}

export type Session = Awaited<ReturnType<typeof session>>;

export function insightPayload(overrides: Record<string, unknown> = {}) {
  return {
    company: 'Acme Robotics',
    logo: '🤖',
    industry: 'Technology',
    location: 'Pune',
    companySize: 'Medium',
    recruitmentPattern: 'Campus drive every August',
    rolesOffered: ['Software Engineer', 'QA Engineer'],
    hiringProcess: { rounds: 3, duration: '2 weeks', description: 'Test, technical, HR' },
    salaryRange: { min: 600_000, max: 1_200_000, currency: 'INR' },
    workCulture: 'Friendly and fast',
    benefits: ['Health insurance'],
    tips: 'Know your project',
    expectations: {
      technical: ['DSA', 'SQL'],
      behavioral: ['Team work'],
      educational: 'B.Tech in any branch',
    },
    ...overrides,
  };
}

export async function createInsightAs(
  app: AppInstance,
  author: Session,
  overrides: Record<string, unknown> = {},
): Promise<CompanyInsight> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/company-insights',
    headers: author.headers,
    payload: insightPayload(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}
