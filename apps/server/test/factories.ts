import { randomBytes } from 'node:crypto';
import type { Role } from '@mentorbridge/shared';
import { insertUser, type NewUser, type UserRow, updateUser } from '../src/modules/auth/auth.repository';
import { hashPassword } from '../src/platform/auth/passwords';
import type { AppInstance } from '../src/platform/context';

export const DEFAULT_PASSWORD = 'correct-horse-1';

let counter = 0;

export async function createUser(
  app: AppInstance,
  overrides: Partial<NewUser> & { password?: string; role?: Role } = {},
): Promise<UserRow & { password: string }> {
  counter++;
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const user = await insertUser(app.ctx.db, {
    name: `User ${counter}`,
    email: `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
    role: 'student',
    passwordHash: await hashPassword(password),
    isVerified: true,
    ...fields,
  });
  return { ...user, password };
}

/** Like a request's write, heard by this instance before it returns. */
export async function updateUserRow(app: AppInstance, id: string, patch: Partial<NewUser>) {
  await updateUser(app.ctx.db, id, patch);
  app.ctx.sessions.evict(id);
  await app.ctx.cache.settled();
}

export async function signIn(app: AppInstance, email: string, password = DEFAULT_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json() as { token: string; _id: string; role: Role; isProfileComplete: boolean };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function studentProfilePayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    phoneNumber: '+91 98765 43210',
    gender: 'Female',
    dateOfBirth: '2004-05-17',
    collegeName: 'National Institute of Technology',
    universityName: 'NIT University',
    branch: 'Computer Science',
    currentYear: 3,
    graduationYear: 2027,
    enrollmentNumber: 'NIT2023CS042',
    cgpa: 8.75,
    backlogs: 0,
    technicalSkills: ['React', 'Node.js'],
    softSkills: ['Communication'],
    careerInterests: ['Web Development'],
    preferredCompanies: ['Google'],
    resumeLink: 'https://example.com/resume.pdf',
    interestedJobRole: 'Frontend Engineer',
    interviewExperienceLevel: 'Beginner',
    interviewPreparationStatus: 'In Progress',
    linkedinProfile: 'https://www.linkedin.com/in/asha',
    githubProfile: 'https://github.com/asha',
    portfolioLink: '',
    contactPreference: 'Email',
    bio: 'Aspiring engineer.',
    ...overrides,
  };
}

export function alumniProfilePayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ravi',
    lastName: 'Kumar',
    phoneNumber: '+91 91234 56789',
    gender: 'Male',
    dateOfBirth: '1995-02-11',
    collegeName: 'National Institute of Technology',
    collegeCode: 'NITT',
    universityName: 'NIT University',
    branch: 'Computer Science',
    graduationYear: 2017,
    degree: 'B.Tech',
    academicPerformance: '8.9 CGPA',
    numberOfInterviewsFaced: 12,
    currentCompany: 'Google',
    currentPosition: 'Senior Software Engineer',
    totalExperience: 7.5,
    industryDomain: 'Technology',
    previousCompanies: ['Infosys'],
    workLocation: 'Bengaluru',
    technicalSkills: ['Go', 'Kubernetes', 'React', 'SQL', 'System Design'],
    softSkills: ['Mentoring'],
    careerInterests: ['Backend', 'Cloud', 'Interviews', 'Leadership'],
    linkedinProfile: 'https://www.linkedin.com/in/ravi',
    githubProfile: 'https://github.com/ravi',
    portfolioLink: 'https://ravi.dev',
    contactPreference: 'WhatsApp',
    bio: 'Happy to help with interviews.',
    ...overrides,
  };
}

export async function createUserWithProfile(
  app: AppInstance,
  role: 'student' | 'alumni',
  profile: Record<string, unknown> = {},
  overrides: Partial<NewUser> = {},
) {
  const user = await createUser(app, { role, ...overrides });
  const { token } = await signIn(app, user.email);
  const payload = role === 'student' ? studentProfilePayload(profile) : alumniProfilePayload(profile);
  const response = await app.inject({
    method: 'PUT',
    url: `/api/profile/${role}`,
    headers: bearer(token),
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`profile save failed: ${response.body}`);
  return { ...user, token, name: response.json().name as string };
}
