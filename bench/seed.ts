/**
 * Builds a campus-scale database for the benchmark: 20,000 students, 3,000 alumni with profiles,
 * 1,500 workshops, 30,000 bookings and 60,000 mentorship requests, written in batches through the same
 * Drizzle tables the services use. Run against a real server: BENCH_DATABASE_URL (a database it may empty).
 */
import { sql } from 'drizzle-orm';
import { mentorshipRequests } from '../apps/server/src/db/schema/mentorship';
import { alumniProfiles, studentProfiles } from '../apps/server/src/db/schema/profiles';
import { users } from '../apps/server/src/db/schema/users';
import { workshopBookings, workshops } from '../apps/server/src/db/schema/workshops';
import { directorySearchText } from '../apps/server/src/modules/profiles/profiles.repository';
import {
  BRANCHES,
  COLLEGES,
  COMPANIES,
  FIRST_NAMES,
  INTERESTS,
  LAST_NAMES,
  pick,
  SKILLS,
} from '../apps/server/src/modules/profiles/profiles.seed-data';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { openDatabase } from '../apps/server/src/platform/db/database';

export const BENCH_PASSWORD = 'bench-password-1';
export const SIZES = {
  students: 20_000,
  alumni: 3_000,
  workshops: 1_500,
  bookings: 30_000,
  requests: 60_000,
} as const;
const BATCH = 1000;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

export async function seedBench(url: string) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  await database.migrate();
  const { db } = database;
  await db.execute(sql`truncate users, mail_outbox, contact_messages cascade`);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = new Date();

  const person = (i: number) =>
    `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`;
  const studentRows = Array.from({ length: SIZES.students }, (_, i) => ({
    name: person(i),
    email: `student${i}@bench.test`,
    role: 'student' as const,
    passwordHash,
    isVerified: true,
    isProfileComplete: true,
  }));
  const alumniRows = Array.from({ length: SIZES.alumni }, (_, i) => ({
    name: person(i + 11),
    email: `alumni${i}@bench.test`,
    role: 'alumni' as const,
    passwordHash,
    isVerified: true,
    isProfileComplete: true,
  }));
  const studentIds: string[] = [];
  const alumniIds: string[] = [];
  await inBatches(studentRows, async (batch) =>
    studentIds.push(
      ...(await db.insert(users).values(batch).returning({ id: users.id })).map((row) => row.id),
    ),
  );
  await inBatches(alumniRows, async (batch) =>
    alumniIds.push(
      ...(await db.insert(users).values(batch).returning({ id: users.id })).map((row) => row.id),
    ),
  );

  await inBatches(
    alumniIds.map((userId, i) => ({
      userId,
      firstName: FIRST_NAMES[(i + 11) % FIRST_NAMES.length],
      lastName: LAST_NAMES[((i + 11) * 7) % LAST_NAMES.length],
      collegeName: COLLEGES[i % COLLEGES.length]![0],
      branch: BRANCHES[i % BRANCHES.length],
      graduationYear: 2005 + (i % 20),
      currentCompany: COMPANIES[(i * 3) % COMPANIES.length]![0],
      currentPosition: COMPANIES[(i * 3) % COMPANIES.length]![1],
      technicalSkills: pick(SKILLS, i, 5),
      careerInterests: pick(INTERESTS, i, 3),
      linkedinProfile: `https://www.linkedin.com/in/alumni-${i}`,
      searchText: directorySearchText(alumniRows[i]!.name, {
        collegeName: COLLEGES[i % COLLEGES.length]![0],
        currentCompany: COMPANIES[(i * 3) % COMPANIES.length]![0],
      }),
    })),
    (batch) => db.insert(alumniProfiles).values(batch),
  );
  await inBatches(
    studentIds.map((userId, i) => ({
      userId,
      firstName: 'Student',
      lastName: String(i),
      collegeName: COLLEGES[i % COLLEGES.length]![0],
      branch: BRANCHES[i % BRANCHES.length],
      currentYear: 1 + (i % 4),
      graduationYear: 2026 + (i % 4),
      cgpa: 6 + (i % 40) / 10,
      backlogs: 0,
      technicalSkills: pick(SKILLS, i, 3),
      careerInterests: pick(INTERESTS, i, 2),
      linkedinProfile: `https://www.linkedin.com/in/student-${i}`,
    })),
    (batch) => db.insert(studentProfiles).values(batch),
  );

  const workshopIds: string[] = [];
  await inBatches(
    Array.from({ length: SIZES.workshops }, (_, i) => ({
      alumniId: alumniIds[i % alumniIds.length]!,
      title: `Workshop ${i}`,
      description: `Practice session number ${i} on ${SKILLS[i % SKILLS.length]}`,
      category: 'Technical Interview',
      maxParticipants: 100,
      scheduledAt: new Date(now.getTime() + (1 + (i % 60)) * 24 * 60 * 60 * 1000),
    })),
    async (batch) =>
      workshopIds.push(
        ...(await db.insert(workshops).values(batch).returning({ id: workshops.id })).map((row) => row.id),
      ),
  );
  await inBatches(
    Array.from({ length: SIZES.bookings }, (_, i) => ({
      workshopId: workshopIds[i % workshopIds.length]!,
      // Distinct (workshop, student) pairs: student index advances once per full round of workshops.
      studentId: studentIds[(Math.floor(i / workshopIds.length) + i * 13) % studentIds.length]!,
      status: (i % 3 === 0 ? 'Confirmed' : 'Pending') as 'Confirmed' | 'Pending',
    })),
    (batch) => db.insert(workshopBookings).values(batch).onConflictDoNothing(),
  );
  const statuses = ['pending', 'accepted', 'rejected', 'archived'] as const;
  await inBatches(
    Array.from({ length: SIZES.requests }, (_, i) => ({
      studentId: studentIds[i % studentIds.length]!,
      alumniId: alumniIds[(i * 7 + Math.floor(i / studentIds.length)) % alumniIds.length]!,
      requestType: 'Career Guidance',
      message: `Request ${i}`,
      status: statuses[i % 4]!,
    })),
    (batch) => db.insert(mentorshipRequests).values(batch).onConflictDoNothing(),
  );
  await db.execute(sql`analyze`);
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    process.stderr.write('Set BENCH_DATABASE_URL to a PostgreSQL database the benchmark may empty.\n');
    process.exit(1);
  }
  const started = Date.now();
  await seedBench(url);
  process.stdout.write(
    `Seeded ${JSON.stringify(SIZES)} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
