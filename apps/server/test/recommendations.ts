import { randomBytes } from 'node:crypto';
import type { RecommendedMentor } from '@mentorbridge/shared';
import { expect } from 'vitest';
import { alumniProfiles, studentProfiles } from '../src/db/schema/profiles';
import { users } from '../src/db/schema/users';
import type { AppInstance } from '../src/platform/context';
import { bearer, createUser, signIn } from './factories';

export interface AlumniSpec {
  name?: string;
  company?: string | null;
  position?: string | null;
  previous?: string[];
  skills?: string[];
  interests?: string[];
  industry?: string | null;
  branch?: string | null;
  college?: string | null;
  graduationYear?: number | null;
  isActive?: boolean;
  isVerified?: boolean;
}

let counter = 0;

/**
 * Alumni written straight to the tables, with complete profiles; their match keys come from the triggers as
 * for a saved profile. Fast enough for the hundreds of the quality fixture (no password hashing).
 */
export async function insertAlumni(app: AppInstance, specs: AlumniSpec[]): Promise<string[]> {
  const rows = await app.ctx.db
    .insert(users)
    .values(
      specs.map((spec) => {
        counter++;
        return {
          name: spec.name ?? `Mentor ${counter}`,
          email: `mentor${counter}-${randomBytes(3).toString('hex')}@example.com`,
          role: 'alumni' as const,
          isVerified: spec.isVerified ?? true,
          isActive: spec.isActive ?? true,
          isProfileComplete: true,
        };
      }),
    )
    .returning({ id: users.id, name: users.name });
  await app.ctx.db.insert(alumniProfiles).values(
    rows.map((row, index) => {
      const spec = specs[index]!;
      return {
        userId: row.id,
        currentCompany: spec.company ?? null,
        currentPosition: spec.position ?? null,
        previousCompanies: spec.previous ?? [],
        technicalSkills: spec.skills ?? [],
        careerInterests: spec.interests ?? [],
        industryDomain: spec.industry ?? null,
        branch: spec.branch ?? null,
        collegeName: spec.college ?? null,
        graduationYear: spec.graduationYear ?? null,
        searchText: [row.name, spec.college, spec.company].filter(Boolean).join(' ').toLowerCase(),
      };
    }),
  );
  await app.ctx.cache.settled();
  return rows.map((row) => row.id);
}

export interface StudentSpec {
  companies?: string[];
  roles?: string[];
  jobRole?: string | null;
  skills?: string[];
  interests?: string[];
  branch?: string | null;
  college?: string | null;
}

/** A signed-in student whose profile holds only what the test names (the wizard's rules are not applied). */
export async function studentWanting(app: AppInstance, spec: StudentSpec | null) {
  const user = await createUser(app, { role: 'student' });
  if (spec) {
    await app.ctx.db.insert(studentProfiles).values({
      userId: user.id,
      preferredCompanies: spec.companies ?? [],
      targetRoles: spec.roles ?? [],
      interestedJobRole: spec.jobRole ?? null,
      technicalSkills: spec.skills ?? [],
      careerInterests: spec.interests ?? [],
      branch: spec.branch ?? null,
      collegeName: spec.college ?? null,
    });
  }
  const { token } = await signIn(app, user.email);
  return { id: user.id, token, headers: bearer(token) };
}

export async function recommendedFor(app: AppInstance, headers: Record<string, string>, limit?: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/mentors/recommended${limit === undefined ? '' : `?limit=${limit}`}`,
    headers,
  });
  if (response.statusCode !== 200) throw new Error(`recommendations failed: ${response.body}`);
  return response.json() as {
    needsProfile: boolean;
    hasTargetCompanies: boolean;
    data: RecommendedMentor[];
  };
}

/** A fresh tag per test keeps its companies, skills and branches apart from every other test's alumni. */
export function tagged(prefix: string) {
  const tag = randomBytes(3).toString('hex');
  return (name: string) => `${name} ${prefix}${tag}`;
}

export const idsOf = (mentors: RecommendedMentor[]) => mentors.map((mentor) => mentor._id);
export const mentorIn = (mentors: RecommendedMentor[], id: string) =>
  mentors.find((mentor) => mentor._id === id);

/** Every answer's parts add up to its score, which the SQL computed: the two count alike. */
export function expectPartsAddUp(mentors: RecommendedMentor[]) {
  for (const mentor of mentors) {
    const sum = mentor.parts.reduce((total, part) => total + part.points, 0);
    expect(Math.round(sum * 10) / 10).toBe(mentor.score);
    expect(mentor.reasons.length).toBeGreaterThanOrEqual(1);
    expect(mentor.reasons.length).toBeLessThanOrEqual(3);
  }
}
