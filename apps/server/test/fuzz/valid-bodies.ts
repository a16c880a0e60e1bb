import type { Entry } from '../authorization-matrix';
import { alumniProfilePayload, studentProfilePayload } from '../factories';

export interface Bystanders {
  victimId: string;
  victimEmail: string;
  pendingEmail: string;
}

/** Addresses are the bystanders': refused sign-ins lock out the address they name. */
export function validBodyOf(entry: Entry, people: Bystanders, scheduledDate: string): unknown {
  const { victimEmail, pendingEmail } = people;
  const workshop = { title: 'Fuzz', description: 'Fuzz workshop', category: 'Other', scheduledDate };
  const bodies: Record<string, unknown> = {
    'POST /api/contact/send': { name: 'Fuzz', email: victimEmail, subject: 'Fuzz', message: 'Fuzzing' },
    'POST /api/auth/register': {
      name: 'Fuzz',
      email: 'fuzz-new@example.com',
      password: 'fuzz-pass-123',
      role: 'student',
    },
    'POST /api/auth/login': { email: victimEmail, password: 'not-the-password' },
    'POST /api/auth/verify-email': { email: pendingEmail, token: '000000' },
    'POST /api/auth/resend-verification': { email: pendingEmail },
    'POST /api/auth/forgot-password': { email: victimEmail },
    'POST /api/auth/resend-reset-otp': { email: victimEmail },
    'POST /api/auth/reset-password': {
      email: victimEmail,
      otp: '000000',
      newPassword: 'fuzz-pass-123',
      confirmPassword: 'fuzz-pass-123',
    },
    'POST /api/auth/register-google': { tempUserId: 'fuzz', role: 'student' },
    'PUT /api/profile/student': studentProfilePayload(),
    'PUT /api/profile/alumni': alumniProfilePayload(),
    'POST /api/users/bulk-delete': { ids: [people.victimId] },
    'POST /api/mentorship-requests': { alumniId: '{alumni}', message: 'Fuzz' },
    'POST /api/alumni-features/workshop': workshop,
    'PUT /api/alumni-features/workshop/:id': workshop,
    'POST /api/alumni-features/interview-experience': {
      companyName: 'Fuzz Co',
      questions: [{ questionText: 'Why?' }],
    },
    'POST /api/company-insights': {
      company: 'Fuzz Co',
      industry: 'Technology',
      recruitmentPattern: 'Campus',
      rolesOffered: ['Engineer'],
      salaryRange: { min: 1, max: 2, currency: 'INR' },
      workCulture: 'Calm',
      hiringProcess: { rounds: 2, duration: '1 week', description: 'Two rounds' },
      expectations: { technical: ['DSA'], behavioral: ['Team work'], educational: 'B.Tech' },
    },
  };
  return bodies[`${entry.method} ${entry.url}`] ?? entry.request?.payload ?? {};
}
