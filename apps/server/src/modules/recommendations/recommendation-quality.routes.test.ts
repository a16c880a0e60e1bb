import type { RecommendedMentor } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { type AlumniSpec, insertAlumni } from '../../../test/recommendations';
import { createTestApp } from '../../../test/test-app';
import { mentorResponsiveness } from '../../db/schema/mentorship';
import { studentProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { signToken } from '../../platform/auth/tokens';

const COMPANIES = [
  'Amazon',
  'Google',
  'Microsoft',
  'Flipkart',
  'Razorpay',
  'Zoho',
  'Atlassian',
  'Swiggy',
  'Infosys',
  'Adobe',
];
const BRANCHES = ['CSE', 'ECE', 'Mechanical'];
const COLLEGES = ['NIT Trichy', 'IIIT Hyderabad'];
const SKILLS = [
  'Java',
  'Python',
  'SQL',
  'React',
  'Go',
  'C++',
  'Docker',
  'AWS',
  'Kotlin',
  'Rust',
  'Node.js',
  'ML',
];
const INTERESTS = ['Backend', 'Frontend', 'Data Science', 'Cloud', 'Security', 'Mobile'];
const RIGHT_PER_STUDENT = 6;

/** A fixed sequence (a linear congruential generator), so the fixture is the same on every run. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0)
      chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  };
  return { pick, one: <T>(items: readonly T[]) => pick(items, 1)[0]! };
}

/**
 * 30 students, one per (target company, branch); the right mentors of each are by construction the 6 alumni
 * who work at that company and studied that branch. The other 20 alumni only look close: they used to work at
 * a target company, or share many skills and interests, answer fast and are well rated.
 */
describe('recommendation quality on a fixture with known answers', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const random = randomSource(20_261_122);

  const specs: AlumniSpec[] = [];
  const rightOf = new Map<string, number[]>();
  COMPANIES.forEach((company, c) => {
    BRANCHES.forEach((branch, b) => {
      const indexes: number[] = [];
      for (let n = 0; n < RIGHT_PER_STUDENT; n++) {
        indexes.push(specs.length);
        specs.push({
          company,
          branch,
          position: random.one(['Software Engineer', 'SDE II', 'Senior Engineer', 'Product Engineer']),
          college: random.one(COLLEGES),
          skills: random.pick(SKILLS, 3),
          interests: random.pick(INTERESTS, 2),
          graduationYear: 2015 + Math.floor(n * 1.5),
        });
      }
      rightOf.set(`${c}:${b}`, indexes);
    });
  });
  const lookalikes: number[] = [];
  COMPANIES.forEach((company, c) => {
    specs.push({
      company: 'Independent Consulting',
      previous: [company],
      branch: BRANCHES[c % BRANCHES.length]!,
      college: random.one(COLLEGES),
      skills: random.pick(SKILLS, 5),
      interests: random.pick(INTERESTS, 3),
    });
    lookalikes.push(specs.length);
    specs.push({
      company: random.one(['Startup Labs', 'Freelance', 'Open Source Co']),
      branch: random.one(BRANCHES),
      college: random.one(COLLEGES),
      skills: random.pick(SKILLS, 7),
      interests: random.pick(INTERESTS, 4),
      industry: random.one(INTERESTS),
    });
  });
  const alumniIds = await insertAlumni(app, specs);
  // The skill-heavy lookalikes are the most responsive mentors of the campus.
  await app.ctx.db.insert(mentorResponsiveness).values(
    lookalikes.map((index) => ({
      userId: alumniIds[index]!,
      answeredCount: 10,
      replySecondsTotal: 10 * 3600,
      lastActiveAt: clock.now(),
    })),
  );

  it('puts the right mentors in the top 6: precision at 6 of at least 0.8', async () => {
    expect(specs).toHaveLength(200);
    let hits = 0;
    let shown = 0;
    for (const [c, company] of COMPANIES.entries()) {
      for (const [b, branch] of BRANCHES.entries()) {
        const [student] = await app.ctx.db
          .insert(users)
          .values({
            name: `Student ${c}-${b}`,
            email: `quality-${c}-${b}@example.com`,
            role: 'student',
            isVerified: true,
          })
          .returning({ id: users.id, tokenVersion: users.tokenVersion });
        await app.ctx.db.insert(studentProfiles).values({
          userId: student!.id,
          preferredCompanies: [company],
          branch,
          collegeName: random.one(COLLEGES),
          technicalSkills: random.pick(SKILLS, 3),
          careerInterests: random.pick(INTERESTS, 2),
        });
        const token = await signToken(
          app.ctx.config.JWT_SECRET,
          { sub: student!.id, role: 'student', tv: student!.tokenVersion },
          clock.now(),
        );
        const response = await app.inject({
          method: 'GET',
          url: '/api/mentors/recommended?limit=6',
          headers: bearer(token),
        });
        expect(response.statusCode).toBe(200);
        const top = (response.json().data as RecommendedMentor[]).map((mentor) => mentor._id);
        const right = new Set(rightOf.get(`${c}:${b}`)!.map((index) => alumniIds[index]!));
        hits += top.filter((id) => right.has(id)).length;
        shown += 6;
      }
    }
    const precision = hits / shown;
    console.log(`recommendations: precision@6 = ${precision.toFixed(3)} over 30 students and 200 alumni`);
    expect(precision).toBeGreaterThanOrEqual(0.8);
  });
});
