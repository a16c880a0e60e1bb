/**
 * Builds a campus-scale database for the benchmark: 20,000 students, 3,000 alumni with profiles,
 * 1,500 workshops, 30,000 bookings, 60,000 mentorship requests and about 300,000 points events, written in
 * batches through the same Drizzle tables the services use. Run against a real server: BENCH_DATABASE_URL (a database it may empty).
 */
import { sql } from 'drizzle-orm';
import { pointsLedger } from '../apps/server/src/db/schema/leaderboard';
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
  /** Points events per alumni on average, spread over the last LEDGER_DAYS days. */
  ledgerEventsPerAlumni: 100,
} as const;
const LEDGER_DAYS = 120;
const BATCH = 1000;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

export async function seedBench(url: string) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  await database.migrate();
  const { db } = database;
  await db.execute(sql`truncate users, mail_outbox, contact_messages, idempotency_keys cascade`);
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
  await seedLedger(db, alumniIds, now);
  await db.execute(sql`analyze`);
  await database.close();
}

/**
 * A realistic points ledger (about 300,000 events: accepted requests, sessions, workshops, posts, votes,
 * missed requests over four months, never past the daily cap), then the maintained state the services keep
 * beside it, derived once from the ledger: user_stats (points, counters, streaks, ratings, the current
 * day's, week's and month's points) and yesterday's rank snapshot.
 */
async function seedLedger(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  alumniIds: string[],
  now: Date,
) {
  const kinds = [
    ['mentorship_accepted', 10],
    ['workshop_attendee', 20],
    ['workshop_hosted', 25],
    ['experience_posted', 15],
    ['resource_published', 10],
    ['five_star_feedback', 10],
    ['insight_added', 15],
    ['helpful_vote', 2],
    ['helpful_vote', 2],
    ['request_missed', -5],
  ] as const;
  const dayOf = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  const rows: Array<typeof pointsLedger.$inferInsert> = [];
  for (const [a, userId] of alumniIds.entries()) {
    // Activity varies: a few alumni do a lot, most a little.
    const events = 5 + ((a * 37) % (SIZES.ledgerEventsPerAlumni * 2 - 10));
    for (let e = 0; e < events; e++) {
      const [kind, points] = kinds[(a * 3 + e * 7) % kinds.length]!;
      const offset = (a + e * 11) % LEDGER_DAYS;
      rows.push({
        userId,
        kind,
        sourceType: 'bench',
        sourceId: `${a}-${e}`,
        nominalPoints: points,
        // Early penalties would hit the floor; the bench keeps them paid in full by spreading them late.
        points,
        occurredAt: new Date(now.getTime() - offset * 86_400_000 - (e % 600) * 60_000),
        day: dayOf(offset),
      });
    }
  }
  await inBatches(rows, (batch) => db.insert(pointsLedger).values(batch));
  await db.execute(sql`
    update user_stats s set
      points = greatest(agg.points, 0),
      accepted_mentorships = agg.accepted, mentorship_sessions = agg.sessions, mock_interviews = agg.hosted,
      interview_experiences = agg.experiences, resources_shared = agg.resources,
      five_star_ratings = agg.five_star, company_insights = agg.insights, helpful_votes = agg.votes,
      missed_requests = agg.missed,
      rating_count = agg.five_star + agg.sessions / 3, rating_sum = agg.five_star * 5 + (agg.sessions / 3) * 4,
      last_contribution_day = agg.last_day
    from (
      select user_id, sum(points)::int as points,
        count(*) filter (where kind = 'mentorship_accepted')::int as accepted,
        count(*) filter (where kind = 'workshop_attendee')::int as sessions,
        count(*) filter (where kind = 'workshop_hosted')::int as hosted,
        count(*) filter (where kind = 'experience_posted')::int as experiences,
        count(*) filter (where kind = 'resource_published')::int as resources,
        count(*) filter (where kind = 'five_star_feedback')::int as five_star,
        count(*) filter (where kind = 'insight_added')::int as insights,
        count(*) filter (where kind = 'helpful_vote')::int as votes,
        count(*) filter (where kind = 'request_missed')::int as missed,
        max(day) filter (where points > 0) as last_day
      from points_ledger group by user_id
    ) agg
    where s.user_id = agg.user_id`);
  // Streaks: runs of consecutive contribution days (gaps and islands).
  await db.execute(sql`
    with days as (select distinct user_id, day from points_ledger where points > 0),
    runs as (
      select user_id, count(*)::int as length, max(day) as last_day
      from (select user_id, day, day - (row_number() over (partition by user_id order by day))::int as island from days) d
      group by user_id, island
    ),
    best as (
      select user_id, max(length) as longest,
        max(length) filter (where last_day >= ${dayOf(1)}::date) as current
      from runs group by user_id
    )
    update user_stats s set longest_streak = best.longest, current_streak = coalesce(best.current, 0)
    from best where s.user_id = best.user_id`);
  // The current day, week and month (platform days; the bench treats UTC dates as platform dates).
  const today = dayOf(0);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const week = dayOf((weekday + 6) % 7);
  const month = `${today.slice(0, 8)}01`;
  await db.execute(sql`
    update user_stats s set
      day_start = ${today}::date, day_points = coalesce(p.day_points, 0),
      week_start = ${week}::date, week_points = coalesce(p.week_points, 0),
      month_start = ${month}::date, month_points = coalesce(p.month_points, 0)
    from (
      select user_id,
        sum(points) filter (where day >= ${today}::date)::int as day_points,
        sum(points) filter (where day >= ${week}::date)::int as week_points,
        sum(points) filter (where day >= ${month}::date)::int as month_points
      from points_ledger group by user_id
    ) p
    where s.user_id = p.user_id`);
  await db.execute(sql`
    insert into rank_snapshots (day, user_id, rank, taken_at)
    select ${dayOf(1)}::date, s.user_id,
      row_number() over (order by s.rank_score desc, s.points desc, s.rating_average desc, s.joined_at, s.user_id),
      ${now.toISOString()}
    from user_stats s where s.is_ranked`);
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
