/**
 * A campus-scale database for the benchmark, written through the same Drizzle tables the services use.
 * Every run empties BENCH_DATABASE_URL first, so running it twice gives the same data set.
 */
import { randomUUID } from 'node:crypto';
import { RESOURCE_CATEGORIES, type StoredQuestion } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { companyInsightRatings, companyInsights } from '../apps/server/src/db/schema/company-insights';
import {
  interviewExperiences,
  interviewHelpfulVotes,
} from '../apps/server/src/db/schema/interview-experiences';
import { pointsLedger } from '../apps/server/src/db/schema/leaderboard';
import { mentorshipRequests } from '../apps/server/src/db/schema/mentorship';
import { alumniProfiles, studentProfiles } from '../apps/server/src/db/schema/profiles';
import { resourceCounters, resources } from '../apps/server/src/db/schema/resources';
import { users } from '../apps/server/src/db/schema/users';
import { workshopBookings, workshops } from '../apps/server/src/db/schema/workshops';
import { searchTextOf } from '../apps/server/src/modules/interview-experiences/interview-experiences.forms';
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
  ledgerEventsPerAlumni: 100,
  experiences: 5_000,
  helpfulVotes: 30_000,
  resources: 3_000,
  insights: 600,
  insightRatings: 15_000,
  admins: 1,
} as const;
/** For a smaller data set (the soak's). */
export type BenchSizes = { readonly [K in keyof typeof SIZES]: number };
const LEDGER_DAYS = 120;
const BATCH = 1000;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

export async function seedBench(url: string, sizes: BenchSizes = SIZES) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  await database.migrate();
  const { db } = database;
  await db.execute(sql`truncate users, mail_outbox, contact_messages, idempotency_keys cascade`);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = new Date();

  const person = (i: number) =>
    `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`;
  const studentRows = Array.from({ length: sizes.students }, (_, i) => ({
    name: person(i),
    email: `student${i}@bench.test`,
    role: 'student' as const,
    passwordHash,
    isVerified: true,
    isProfileComplete: true,
  }));
  const alumniRows = Array.from({ length: sizes.alumni }, (_, i) => ({
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
    Array.from({ length: sizes.workshops }, (_, i) => ({
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
    Array.from({ length: sizes.bookings }, (_, i) => ({
      workshopId: workshopIds[i % workshopIds.length]!,
      // Distinct (workshop, student) pairs: student index advances once per full round of workshops.
      studentId: studentIds[(Math.floor(i / workshopIds.length) + i * 13) % studentIds.length]!,
      status: (i % 3 === 0 ? 'Confirmed' : 'Pending') as 'Confirmed' | 'Pending',
    })),
    (batch) => db.insert(workshopBookings).values(batch).onConflictDoNothing(),
  );
  const statuses = ['pending', 'accepted', 'rejected', 'archived'] as const;
  await inBatches(
    Array.from({ length: sizes.requests }, (_, i) => ({
      studentId: studentIds[i % studentIds.length]!,
      alumniId: alumniIds[(i * 7 + Math.floor(i / studentIds.length)) % alumniIds.length]!,
      requestType: 'Career Guidance',
      message: `Request ${i}`,
      status: statuses[i % 4]!,
      // An accepted request carries when it was accepted, as the service writes it.
      acceptedAt:
        statuses[i % 4] === 'accepted' ? new Date(now.getTime() - (1 + (i % 30)) * 86_400_000) : null,
    })),
    (batch) => db.insert(mentorshipRequests).values(batch).onConflictDoNothing(),
  );
  await seedMentorSessions(db, now);
  await seedLedger(db, alumniIds, now, sizes);
  await seedContent(db, alumniIds, studentIds, now, sizes);
  await seedResources(db, alumniIds, now, sizes);
  await db.insert(users).values(
    Array.from({ length: sizes.admins }, (_, i) => ({
      name: 'Placement Cell',
      email: `admin${i || ''}@bench.test`,
      role: 'admin' as const,
      passwordHash,
      isVerified: true,
      isProfileComplete: true,
    })),
  );
  // Vacuumed too: otherwise autovacuum sets the visibility map mid-benchmark, changing index-only plans.
  await db.execute(sql`vacuum analyze`);
  await database.close();
}

/**
 * Every alumni keeps weekday hours (09:00–17:00) in their own zone, most in India and some abroad, with
 * each session length; up to 8 sessions of their accepted mentorships are booked on distinct days ahead.
 */
async function seedMentorSessions(db: Awaited<ReturnType<typeof openDatabase>>['db'], now: Date) {
  const weekdays = JSON.stringify(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  );
  await db.execute(sql`
    update alumni_profiles set time_zone = (array['Asia/Kolkata', 'Asia/Kolkata', 'Asia/Kolkata',
      'Asia/Kolkata', 'Asia/Kolkata', 'Asia/Kolkata', 'America/Los_Angeles', 'America/New_York',
      'Europe/London', 'Asia/Singapore'])[1 + abs(hashtext(user_id::text)) % 10]`);
  await db.execute(sql`
    insert into mentor_availability
      (alumni_id, session_minutes, buffer_minutes, min_notice_hours, weekly_cap, weekly_hours, meeting_link)
    select user_id, (array[30, 45, 60])[1 + abs(hashtext(user_id::text)) % 3],
      (array[0, 10, 15])[1 + abs(hashtext(user_id::text || 'b')) % 3], 12,
      10 + abs(hashtext(user_id::text || 'c')) % 11, ${weekdays}::jsonb, 'https://meet.example.com/bench'
    from alumni_profiles`);
  await db.execute(sql`
    insert into mentor_sessions (mentorship_id, student_id, alumni_id, starts_at, ends_at, time_zone)
    select m.id, m.student_id, m.alumni_id, t.starts_at, t.starts_at + interval '30 minutes', 'Asia/Kolkata'
    from (
      select id, student_id, alumni_id, row_number() over (partition by alumni_id order by id) as k
      from mentorship_requests where status = 'accepted'
    ) m
    cross join lateral (
      select date_trunc('day', ${now.toISOString()}::timestamptz) + (m.k * 3 + 1) * interval '1 day'
        + interval '6 hours' as starts_at
    ) t
    where m.k <= 8`);
}

/** The maintained state (user_stats, yesterday's rank snapshot) is derived once from the ledger. */
async function seedLedger(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  alumniIds: string[],
  now: Date,
  sizes: BenchSizes,
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
    const events = 5 + ((a * 37) % (sizes.ledgerEventsPerAlumni * 2 - 10));
    for (let e = 0; e < events; e++) {
      const [kind, points] = kinds[(a * 3 + e * 7) % kinds.length]!;
      const offset = (a + e * 11) % LEDGER_DAYS;
      rows.push({
        userId,
        kind,
        sourceType: 'bench',
        sourceId: `${a}-${e}`,
        nominalPoints: points,
        // Early penalties would hit the floor; spreading them late keeps them paid in full.
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
  // The bench treats UTC dates as platform dates.
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

// Varied text, so full-text search, snippets and the company filters do the work they do in production.

/** mulberry32: the same data on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const one = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const some = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  const weighted = (weights: readonly number[]) => {
    const cumulative: number[] = [];
    let total = 0;
    for (const weight of weights) {
      total += weight;
      cumulative.push(total);
    }
    return () => {
      const target = next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cumulative[middle]! > target) high = middle;
        else low = middle + 1;
      }
      return low;
    };
  };
  return { next, int, one, chance, some, weighted };
}

type Industry =
  | 'Technology'
  | 'Finance'
  | 'Healthcare'
  | 'E-commerce'
  | 'Education'
  | 'Entertainment'
  | 'Consulting'
  | 'Manufacturing'
  | 'Retail'
  | 'Other';

const CONTENT_COMPANIES: ReadonlyArray<
  readonly [string, Industry, string, 'Small' | 'Medium' | 'Large', readonly string[]]
> = [
  ['Amazon', 'E-commerce', '📦', 'Large', ['Bengaluru', 'Hyderabad', 'Chennai', 'Seattle, WA']],
  ['Google', 'Technology', '🔍', 'Large', ['Bengaluru', 'Hyderabad', 'Gurugram']],
  ['Microsoft', 'Technology', '🪟', 'Large', ['Hyderabad', 'Bengaluru', 'Noida', 'Redmond, WA']],
  ['Infosys', 'Technology', '💠', 'Large', ['Mysuru', 'Pune', 'Bengaluru', 'Chennai']],
  ['TCS', 'Technology', '🏛️', 'Large', ['Mumbai', 'Chennai', 'Kolkata', 'Pune']],
  ['Flipkart', 'E-commerce', '🛒', 'Large', ['Bengaluru']],
  ['Goldman Sachs', 'Finance', '💰', 'Large', ['Bengaluru', 'Hyderabad']],
  ['Accenture', 'Consulting', '🧭', 'Large', ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai']],
  ['Wipro', 'Technology', '🌻', 'Large', ['Bengaluru', 'Hyderabad', 'Kochi']],
  ['Adobe', 'Technology', '🎨', 'Large', ['Noida', 'Bengaluru']],
  ['JPMorgan Chase', 'Finance', '🏦', 'Large', ['Mumbai', 'Bengaluru', 'Hyderabad']],
  ['Deloitte', 'Consulting', '🟢', 'Large', ['Hyderabad', 'Mumbai', 'Gurugram']],
  ['Oracle', 'Technology', '🔴', 'Large', ['Bengaluru', 'Hyderabad']],
  ['Salesforce', 'Technology', '☁️', 'Large', ['Hyderabad', 'Bengaluru']],
  ['Cognizant', 'Technology', '🔷', 'Large', ['Chennai', 'Pune', 'Kolkata']],
  ['HCLTech', 'Technology', '🟦', 'Large', ['Noida', 'Chennai', 'Madurai']],
  ['Razorpay', 'Finance', '⚡', 'Medium', ['Bengaluru']],
  ['Swiggy', 'E-commerce', '🍲', 'Large', ['Bengaluru', 'Hyderabad']],
  ['Zomato', 'E-commerce', '🍕', 'Large', ['Gurugram']],
  ['Morgan Stanley', 'Finance', '📈', 'Large', ['Mumbai', 'Bengaluru']],
  ['Atlassian', 'Technology', '🔺', 'Large', ['Bengaluru', 'Remote']],
  ['Uber', 'Other', '🚕', 'Large', ['Bengaluru', 'Hyderabad']],
  ['Walmart Global Tech', 'Retail', '🏬', 'Large', ['Bengaluru', 'Chennai']],
  ['Intuit', 'Technology', '🧾', 'Large', ['Bengaluru']],
  ['Cisco', 'Technology', '🌐', 'Large', ['Bengaluru']],
  ['Capgemini', 'Consulting', '♠️', 'Large', ['Mumbai', 'Pune', 'Bengaluru']],
  ['Tech Mahindra', 'Technology', '🔶', 'Large', ['Pune', 'Hyderabad', 'Noida']],
  ['PhonePe', 'Finance', '📱', 'Large', ['Bengaluru', 'Pune']],
  ['Paytm', 'Finance', '💳', 'Large', ['Noida', 'Bengaluru']],
  ['Zerodha', 'Finance', '📊', 'Medium', ['Bengaluru']],
  ['Meesho', 'E-commerce', '🛍️', 'Medium', ['Bengaluru']],
  ['Myntra', 'E-commerce', '👗', 'Large', ['Bengaluru']],
  ['Nvidia', 'Technology', '🟩', 'Large', ['Pune', 'Bengaluru', 'Hyderabad']],
  ['Intel', 'Technology', '🔌', 'Large', ['Bengaluru', 'Hyderabad']],
  ['Qualcomm', 'Technology', '📶', 'Large', ['Hyderabad', 'Bengaluru', 'Chennai']],
  ['Samsung R&D', 'Technology', '📲', 'Large', ['Bengaluru', 'Noida']],
  ['IBM', 'Technology', '🖥️', 'Large', ['Bengaluru', 'Pune', 'Kolkata']],
  ['SAP Labs', 'Technology', '🔵', 'Large', ['Bengaluru', 'Gurugram']],
  ['Zoho', 'Technology', '🟨', 'Large', ['Chennai', 'Tenkasi']],
  ['Freshworks', 'Technology', '🌿', 'Medium', ['Chennai', 'Bengaluru']],
  ['American Express', 'Finance', '💼', 'Large', ['Gurugram', 'Bengaluru']],
  ['Deutsche Bank', 'Finance', '🔹', 'Large', ['Pune', 'Mumbai']],
  ['Visa', 'Finance', '🪪', 'Large', ['Bengaluru']],
  ['Mastercard', 'Finance', '🟠', 'Large', ['Pune', 'Gurugram']],
  ['HDFC Bank', 'Finance', '🏧', 'Large', ['Mumbai']],
  ['McKinsey & Company', 'Consulting', '📐', 'Large', ['Gurugram', 'Mumbai', 'Bengaluru']],
  ['Boston Consulting Group', 'Consulting', '🟩', 'Large', ['Mumbai', 'New Delhi']],
  ['EY', 'Consulting', '🟡', 'Large', ['Bengaluru', 'Kolkata', 'Gurugram']],
  ['KPMG', 'Consulting', '🔵', 'Large', ['Mumbai', 'Bengaluru', 'Gurugram']],
  ['PwC', 'Consulting', '🟧', 'Large', ['Kolkata', 'Mumbai', 'Bengaluru']],
  ['Philips', 'Healthcare', '🩺', 'Large', ['Bengaluru', 'Pune']],
  ['GE HealthCare', 'Healthcare', '🏥', 'Large', ['Bengaluru']],
  ['Practo', 'Healthcare', '💊', 'Medium', ['Bengaluru']],
  ['Siemens Healthineers', 'Healthcare', '🧬', 'Large', ['Bengaluru']],
  ["BYJU'S", 'Education', '📚', 'Large', ['Bengaluru']],
  ['Unacademy', 'Education', '🎓', 'Medium', ['Bengaluru', 'Remote']],
  ['upGrad', 'Education', '📝', 'Medium', ['Mumbai']],
  ['Netflix', 'Entertainment', '🎬', 'Large', ['Mumbai', 'Los Gatos, CA']],
  ['Disney+ Hotstar', 'Entertainment', '📺', 'Large', ['Bengaluru', 'Mumbai']],
  ['Spotify', 'Entertainment', '🎧', 'Large', ['Mumbai', 'Stockholm']],
  ['Tata Motors', 'Manufacturing', '🚗', 'Large', ['Pune', 'Jamshedpur']],
  ['Mahindra & Mahindra', 'Manufacturing', '🚜', 'Large', ['Mumbai', 'Chennai']],
  ['Larsen & Toubro', 'Manufacturing', '🏗️', 'Large', ['Mumbai', 'Chennai', 'Vadodara']],
  ['Bosch', 'Manufacturing', '🔧', 'Large', ['Bengaluru', 'Coimbatore']],
  ['Reliance Retail', 'Retail', '🛒', 'Large', ['Mumbai', 'Navi Mumbai']],
  ['Tesco', 'Retail', '🧺', 'Large', ['Bengaluru']],
];

type Group = 'tech' | 'finance' | 'consulting' | 'core';
const groupOf = (industry: Industry): Group =>
  industry === 'Technology' ||
  industry === 'E-commerce' ||
  industry === 'Entertainment' ||
  industry === 'Retail'
    ? 'tech'
    : industry === 'Finance'
      ? 'finance'
      : industry === 'Consulting'
        ? 'consulting'
        : 'core';

const ROLES: Record<Group, readonly string[]> = {
  tech: [
    'Software Engineer',
    'SDE Intern',
    'SDE I',
    'Backend Engineer',
    'Frontend Engineer',
    'Full Stack Developer',
    'Data Engineer',
    'Machine Learning Engineer',
    'Site Reliability Engineer',
    'QA Automation Engineer',
    'Product Manager',
    'Data Analyst',
  ],
  finance: [
    'Technology Analyst',
    'Software Engineer',
    'Quantitative Analyst',
    'Risk Analyst',
    'Data Scientist',
    'Business Analyst',
    'Summer Analyst',
  ],
  consulting: [
    'Business Analyst',
    'Associate Consultant',
    'Technology Consultant',
    'Analyst',
    'Data Analyst',
    'Risk Advisory Associate',
  ],
  core: [
    'Graduate Engineer Trainee',
    'Software Engineer',
    'Embedded Systems Engineer',
    'Data Analyst',
    'Product Analyst',
    'Design Engineer',
    'Management Trainee',
  ],
};

type Category = 'coding' | 'concept' | 'design' | 'behavioral' | 'aptitude' | 'case' | 'discussion';
const CATEGORIES: readonly Category[] = [
  'coding',
  'concept',
  'design',
  'behavioral',
  'aptitude',
  'case',
  'discussion',
];
const CATEGORY_WEIGHTS: Record<Group, readonly number[]> = {
  tech: [6, 3, 2, 2, 1, 0, 0],
  finance: [3, 2, 1, 2, 2, 1, 0.5],
  consulting: [0.5, 1, 0, 3, 2, 4, 2],
  core: [2, 3, 1, 3, 2, 0.5, 1],
};
const CATEGORY_ROUNDS: Record<Category, { rounds: readonly string[]; types: readonly string[][] }> = {
  coding: {
    rounds: ['Online Assessment', 'Technical 1', 'Technical 2', 'Coding Round', 'Technical 3'],
    types: [['Technical', 'Coding'], ['Coding'], ['Technical', 'Problem Solving'], ['Technical']],
  },
  concept: { rounds: ['Technical 1', 'Technical 2', 'Technical Interview'], types: [['Technical']] },
  design: {
    rounds: ['System Design', 'Design Round', 'Technical 3'],
    types: [['System Design'], ['Technical', 'System Design']],
  },
  behavioral: {
    rounds: ['HR', 'Managerial', 'Hiring Manager', 'Final Round'],
    types: [['HR'], ['Behavioral'], ['HR', 'Behavioral']],
  },
  aptitude: { rounds: ['Aptitude Test', 'Online Assessment'], types: [['Aptitude']] },
  case: { rounds: ['Case Interview', 'Partner Round'], types: [['Case Study']] },
  discussion: { rounds: ['Group Discussion'], types: [['Group Discussion']] },
};

const QUESTIONS: Record<Category, ReadonlyArray<readonly [string, string, string]>> = {
  coding: [
    [
      'Find two numbers in an array that add up to a target.',
      'I stored each value with its index in a hash map and looked up the complement in one pass.',
      'Hash map, one pass: O(n) time and O(n) space.',
    ],
    [
      'Detect a cycle in a linked list and return the node where it begins.',
      'I used slow and fast pointers, then moved one pointer back to the head until they met again.',
      "Floyd's tortoise and hare: O(n) time, O(1) space.",
    ],
    [
      'Return the level order traversal of a binary tree.',
      'Breadth-first search with a queue, draining one level at a time.',
      'BFS with a queue; O(n) time.',
    ],
    [
      'Check whether a binary tree is a valid binary search tree.',
      'I passed the allowed minimum and maximum down the recursion instead of comparing only with the parent.',
      'Recursive bounds or an in-order traversal that must be strictly increasing.',
    ],
    [
      'Find the lowest common ancestor of two nodes in a binary tree.',
      'Recursively searched both subtrees and returned the node where the two searches split.',
      'Post-order recursion, O(n); for a BST walk down from the root.',
    ],
    [
      'Merge k sorted linked lists into one sorted list.',
      'I pushed the head of every list into a min-heap and popped the smallest repeatedly.',
      'Min-heap of k heads: O(n log k).',
    ],
    [
      'Find the length of the longest substring without repeating characters.',
      'Sliding window with a map of the last index where each character was seen.',
      'Sliding window, O(n) time.',
    ],
    [
      'Given meeting intervals, find the minimum number of conference rooms required.',
      'Sorted the start and end times separately and swept through them counting overlaps.',
      'Sort plus a min-heap of end times, O(n log n).',
    ],
    [
      'Implement an LRU cache with O(1) get and put.',
      'A hash map pointing into a doubly linked list, moving a node to the front on every access.',
      'Hash map plus doubly linked list; evict from the tail.',
    ],
    [
      'Count the number of islands in a grid of zeros and ones.',
      'Flood fill with depth-first search, marking visited cells in place.',
      'DFS or BFS flood fill, or union-find; O(rows × cols).',
    ],
    [
      'Find the kth largest element in an unsorted array.',
      'I kept a min-heap of size k; the interviewer then asked for quickselect.',
      'Quickselect in average O(n), or a size-k heap in O(n log k).',
    ],
    [
      'Serialize and deserialize a binary tree.',
      'Pre-order traversal writing a marker for every null child, then rebuilt it recursively.',
      'Pre-order with null markers, or level order.',
    ],
    [
      'Find the median of two sorted arrays.',
      'Binary search on the partition of the smaller array so both halves balance.',
      'Partition binary search in O(log min(m, n)).',
    ],
    [
      'Given course prerequisites, decide whether all courses can be finished.',
      "Topological sort with Kahn's algorithm; leftover nodes mean a cycle.",
      'Topological sort or DFS cycle detection, O(V + E).',
    ],
    [
      'Find the shortest path from a source in a weighted graph.',
      "Dijkstra's algorithm with a priority queue, skipping stale entries.",
      'Dijkstra, O((V + E) log V); Bellman-Ford if weights can be negative.',
    ],
    [
      'Reverse the nodes of a linked list in groups of k.',
      'Reversed each group iteratively and reconnected the tail of the previous group.',
      'Iterative group reversal, O(n) time, O(1) space.',
    ],
    [
      'Compute the longest common subsequence of two strings.',
      'Bottom-up dynamic programming table, then reduced it to two rows.',
      'DP in O(mn) time, O(min(m, n)) space.',
    ],
    [
      'Find the maximum subarray sum.',
      "Kadane's algorithm, resetting the running sum when it goes negative.",
      "Kadane's algorithm, O(n).",
    ],
    [
      'Design a stack that returns its minimum in constant time.',
      'Kept a second stack of the minimum so far alongside the values.',
      'Auxiliary min stack, O(1) per operation.',
    ],
    [
      'Rotate a square matrix by 90 degrees in place.',
      'Transposed the matrix and then reversed every row.',
      'Transpose plus reverse, or rotate layer by layer.',
    ],
    [
      'Search for a value in a rotated sorted array.',
      'Modified binary search: at each step one half is sorted, so I checked whether the target lies in it.',
      'Binary search, O(log n).',
    ],
    [
      'Group a list of words into anagrams.',
      'Hash map keyed by the sorted letters of each word.',
      'Key by sorted string or by 26 letter counts.',
    ],
    [
      'Find the minimum window substring that contains all characters of another string.',
      'Sliding window with character counts, shrinking from the left whenever the window was valid.',
      'Two pointers with counts, O(n).',
    ],
    [
      'Compute how much rain water is trapped between bars.',
      'Two pointers moving inward with the highest bar seen from each side.',
      'Two pointers, O(n) time and O(1) space.',
    ],
    [
      'Implement a trie with insert, search and prefix search.',
      'Each node held a map of children and an end-of-word flag.',
      'Trie nodes with child arrays or maps.',
    ],
    [
      'Find the fewest coins needed to make an amount.',
      'Bottom-up dynamic programming over every amount up to the target.',
      'DP over amounts, O(amount × coins).',
    ],
    [
      'Generate all unique permutations of a string with duplicate letters.',
      'Backtracking over the sorted letters, skipping a letter equal to the previous unused one.',
      'Backtracking with duplicate skipping.',
    ],
    [
      'Check whether a string of brackets is balanced.',
      'Pushed opening brackets on a stack and matched every closing one.',
      'Stack, O(n).',
    ],
    [
      'Implement debounce and throttle in JavaScript.',
      'A closure holding the timer, cleared and restarted on every call.',
      'Closures with setTimeout; throttle keeps the last call time.',
    ],
    [
      'Write a SQL query for the second highest salary in each department.',
      'Used dense_rank over a window partitioned by department and filtered rank 2.',
      'Window function with dense_rank, or a correlated sub-query.',
    ],
    [
      'Find the number of ways to decode a string of digits into letters.',
      'Dynamic programming where each position looks back one and two digits.',
      'DP with two variables, O(n).',
    ],
    [
      'Print the right side view of a binary tree.',
      'Level order traversal keeping the last node of every level.',
      'BFS or DFS visiting the right child first.',
    ],
    [
      'Find the longest increasing subsequence of an array.',
      'Started with the quadratic DP, then improved it with patience sorting and binary search.',
      'O(n log n) with tails and binary search.',
    ],
    [
      'Clone a graph given a reference to one node.',
      'Depth-first search with a map from original nodes to their copies.',
      'DFS or BFS with a visited map.',
    ],
  ],
  concept: [
    [
      'Explain the difference between a process and a thread.',
      'Processes have separate address spaces while threads share memory inside one process, which makes switching cheaper but needs synchronisation.',
      'Address space, scheduling, context-switch cost and shared state.',
    ],
    [
      'What happens when you type a URL in the browser and press Enter?',
      'I walked through DNS resolution, the TCP and TLS handshakes, the HTTP request, and how the browser parses and renders the page.',
      'DNS, TCP, TLS, HTTP, server processing, rendering pipeline.',
    ],
    [
      'Explain ACID properties and transaction isolation levels.',
      'Atomicity, consistency, isolation and durability, then read committed versus repeatable read and serializable with examples of anomalies.',
      'Dirty reads, non-repeatable reads and phantoms at each level.',
    ],
    [
      'When would you choose a NoSQL database over a relational one?',
      'For flexible schemas and horizontal scale, but I said I would default to PostgreSQL for transactional data.',
      'Trade-offs of consistency, joins, schema and scaling.',
    ],
    [
      'How does garbage collection work in Java?',
      'Generational collection: young generation with minor GCs, old generation with mark and sweep or G1 regions.',
      'Generations, mark-sweep-compact, stop-the-world pauses.',
    ],
    [
      'Explain virtual memory and paging.',
      'Each process sees its own address space, mapped to physical frames through page tables with a TLB cache.',
      'Page tables, TLB, page faults, thrashing.',
    ],
    [
      'What is a deadlock and how do you prevent it?',
      'Four conditions must all hold; I explained lock ordering to break circular wait.',
      "Coffman conditions; prevention, avoidance (banker's algorithm), detection.",
    ],
    [
      'Compare REST and GraphQL APIs.',
      'REST has resources and HTTP caching, GraphQL lets the client choose fields but needs care with N+1 queries.',
      'Over-fetching, caching, versioning, complexity.',
    ],
    [
      'How do database indexes work and when do they hurt?',
      'B-tree indexes speed up lookups and sorted reads but slow down writes and use space.',
      'B-trees, selectivity, write amplification, covering indexes.',
    ],
    [
      'Explain the CAP theorem with an example.',
      'During a network partition a distributed store must choose between consistency and availability.',
      'Partition tolerance is required; CP versus AP systems.',
    ],
    [
      'Explain the event loop in Node.js.',
      'A single thread runs callbacks from queues; I/O goes to the libuv thread pool, and microtasks run before the next macrotask.',
      'Call stack, task queues, microtasks, libuv phases.',
    ],
    [
      'Explain polymorphism, inheritance and encapsulation with examples.',
      'Used a payment example: an abstract Payment class with card and UPI subclasses overriding pay().',
      'OOP pillars with a concrete example.',
    ],
    [
      'What is the difference between TCP and UDP?',
      'TCP is connection oriented with ordering and retransmission; UDP is connectionless and suits video calls and games.',
      'Reliability, ordering, congestion control, latency.',
    ],
    [
      'How does HTTPS keep data secure?',
      'TLS handshake with certificate verification, key exchange, then symmetric encryption of the session.',
      'Certificates, asymmetric key exchange, symmetric session keys.',
    ],
    [
      'Explain overfitting and how to prevent it.',
      'Model memorises training data; I mentioned cross-validation, regularisation, dropout and more data.',
      'Bias-variance trade-off, regularisation, validation.',
    ],
    [
      'How would you debug a memory leak in a production service?',
      'Take heap snapshots at intervals, compare retained objects, and check caches and listeners that never get removed.',
      'Heap profiling, retention paths, metrics over time.',
    ],
    [
      'What is normalisation in databases?',
      'Explained first, second and third normal forms with a student and course table.',
      '1NF, 2NF, 3NF, BCNF and when to denormalise.',
    ],
    [
      'Explain how a hash map handles collisions and resizing.',
      'Chaining with linked lists or trees, and rehashing into a bigger table when the load factor passes a threshold.',
      'Chaining versus open addressing; amortised O(1).',
    ],
  ],
  design: [
    [
      'Design a URL shortener like bit.ly.',
      'Base62 ids from a counter range per server, a key-value store, and a cache in front for hot links.',
      'Requirements, estimates, id generation, storage, caching, analytics.',
    ],
    [
      'Design a rate limiter for a public API.',
      'Token bucket per client kept in Redis, with a sliding window as an alternative.',
      'Token bucket or sliding window; distributed counters.',
    ],
    [
      'Design the news feed of a social network.',
      'Fan-out on write for normal users and fan-out on read for celebrities, with a ranked feed cache.',
      'Push versus pull, ranking, caching, pagination.',
    ],
    [
      'Design a chat application like WhatsApp.',
      'WebSocket gateways, a message store partitioned by conversation, and delivery receipts.',
      'Connections, ordering, offline delivery, group chats.',
    ],
    [
      'Design a parking lot system (low level design).',
      'Classes for levels, spots and tickets, with a strategy for assigning the nearest free spot.',
      'Entities, relationships, extensibility.',
    ],
    [
      'Design a distributed cache.',
      'Consistent hashing across nodes, replication and LRU eviction.',
      'Partitioning, replication, eviction, invalidation.',
    ],
    [
      'Design a notification service that sends e-mail, SMS and push messages.',
      'A queue per channel, templates, retries with backoff and user preferences.',
      'Queues, idempotency, retries, rate limits.',
    ],
    [
      'Design a payment system that never charges a customer twice.',
      'Idempotency keys on every request and a ledger with a state machine for each payment.',
      'Idempotency, exactly-once effects, reconciliation.',
    ],
    [
      'Design a file storage service like Google Drive.',
      'Chunked uploads to object storage, metadata in a database and sync through change logs.',
      'Chunking, deduplication, metadata, sync conflicts.',
    ],
    [
      'Design an elevator system (low level design).',
      'Elevator, request and scheduler classes, with a strategy that serves requests in the direction of travel.',
      'State machine and scheduling strategy.',
    ],
    [
      'Design the matching service of a ride-hailing app.',
      'Geohash cells for driver locations updated every few seconds, and matching by nearest available driver.',
      'Geospatial indexing, updates at scale, consistency.',
    ],
    [
      'Design a system to track food delivery orders in real time.',
      'Order state machine, location pings through a stream, and WebSocket updates to the customer.',
      'Event streams, state machine, fan-out to clients.',
    ],
  ],
  behavioral: [
    [
      'Tell me about yourself.',
      'A two-minute story: my branch, my internship project, and why I enjoy backend work.',
      '',
    ],
    [
      'Why do you want to join {company}?',
      'I talked about their products I use and the engineering blog posts I had read.',
      'Specific reasons tied to the team and products.',
    ],
    [
      'Describe a time you failed and what you learned.',
      'A hackathon demo that crashed; I learned to test on the real setup early.',
      'Ownership and a concrete lesson.',
    ],
    [
      'Tell me about a conflict with a teammate and how you resolved it.',
      'We disagreed on the database choice, so we ran a small benchmark and let the numbers decide.',
      'STAR format, empathy, outcome.',
    ],
    [
      'Where do you see yourself in five years?',
      'Leading a small team and owning a product area end to end.',
      '',
    ],
    [
      'Describe a project you are proud of.',
      'My final-year project on crop disease detection and how I deployed it for a local farmers group.',
      'Impact, your own contribution, trade-offs.',
    ],
    [
      'How do you handle tight deadlines?',
      'I break work down, agree on what can be cut, and tell people early if something slips.',
      '',
    ],
    ['Are you willing to relocate?', 'Yes, I said I was open to any location.', ''],
    [
      'What are your strengths and weaknesses?',
      'Strength: debugging patiently; weakness: I used to take on too much, and now I ask for help sooner.',
      'Honest weakness with a plan.',
    ],
    [
      'Tell me about a time you showed leadership.',
      'Coordinated our college fest website with five juniors and a fixed launch date.',
      'Initiative, influence without authority, result.',
    ],
    ['Why should we hire you?', 'I tied my internship experience and projects to the role description.', ''],
    [
      'Describe a time you had to learn something quickly.',
      'Learned Kubernetes in a week to fix the deployment of our internship project.',
      'Learning approach and outcome.',
    ],
    [
      'How do you prioritise when everything is urgent?',
      'By impact and deadline, and I check the order with my manager when unsure.',
      '',
    ],
    [
      'Tell me about a time you received critical feedback.',
      'A code review that called my pull request unreadable; I split it and added tests.',
      'Openness to feedback.',
    ],
    [
      'Do you have any questions for us?',
      'I asked about the team I would join and how new graduates are mentored.',
      'Thoughtful questions about the role.',
    ],
  ],
  aptitude: [
    [
      'A train 240 m long passes a pole in 12 seconds. Find its speed in km/h.',
      '240/12 = 20 m/s, which is 72 km/h.',
      '72 km/h.',
    ],
    [
      'Two pipes fill a tank in 20 and 30 minutes. How long do they take together?',
      'Combined rate 1/20 + 1/30 = 1/12, so 12 minutes.',
      '12 minutes.',
    ],
    [
      'What is the probability of drawing two aces from a deck without replacement?',
      '4/52 × 3/51 = 1/221.',
      '1/221.',
    ],
    [
      'A shopkeeper marks up by 25% and gives a 10% discount. Find the profit percentage.',
      '1.25 × 0.9 = 1.125, so a 12.5% profit.',
      '12.5%.',
    ],
    ['In how many ways can the letters of BANANA be arranged?', '6! / (3! × 2!) = 60.', '60.'],
    [
      'Find the next number: 2, 6, 12, 20, 30, ?',
      'Differences grow by two each time, so 42.',
      '42 (n × (n + 1)).',
    ],
    ['A does a job in 10 days and B in 15. How long together?', 'Rates add to 1/6, so 6 days.', '6 days.'],
    [
      'Eight people sit around a circular table with given constraints. Who sits opposite the manager?',
      'I drew the circle and placed the fixed people first.',
      'Draw the arrangement and fix one person first.',
    ],
    [
      'A sum doubles in 8 years at simple interest. What is the rate?',
      '100% over 8 years is 12.5% a year.',
      '12.5% per annum.',
    ],
    [
      'Find the odd one out: 3, 5, 11, 14, 17, 21.',
      '14 is the only even number... then realised 21 is also not prime, and explained both readings.',
      'Depends on the rule; state it.',
    ],
  ],
  case: [
    [
      'Estimate the number of food delivery orders in Bengaluru per day.',
      'Top-down from population, online households and order frequency, then a sanity check from the restaurant side.',
      'Structured estimate with stated assumptions.',
    ],
    [
      "Our client's e-commerce revenue fell 15% last quarter. How would you investigate?",
      'Split revenue into traffic, conversion and order value, then segmented by category and channel.',
      'Revenue tree, hypotheses, data to check.',
    ],
    [
      'Should a bank launch a buy-now-pay-later product?',
      'Market size, customer segments, credit risk and the competitive response.',
      'Profitability and risk framework.',
    ],
    [
      'How would you reduce churn of a subscription app?',
      'Cohort analysis of who leaves and when, then onboarding and pricing experiments.',
      'Diagnose before prescribing; measurable experiments.',
    ],
    [
      'Estimate the market size for electric scooters in India.',
      'Two-wheeler sales, urban share, adoption curve and price bands.',
      'Clear segmentation and assumptions.',
    ],
    [
      "A factory's defect rate doubled in a month. Find the cause.",
      'Checked changes in suppliers, machines, shifts and process parameters.',
      'Root-cause analysis, fishbone diagram.',
    ],
  ],
  discussion: [
    [
      'Group discussion: is remote work here to stay?',
      'I opened with data on hybrid work and summarised the group at the end.',
      'Structure, listening, summarising.',
    ],
    [
      'Group discussion: should AI replace human interviewers?',
      'Argued for AI in screening but humans in final decisions.',
      'Balanced view, respectful interruptions.',
    ],
    [
      'Group discussion: cryptocurrency, boon or bane?',
      'Spoke about regulation and volatility with examples.',
      '',
    ],
    [
      'Group discussion: is a college degree still necessary for a tech career?',
      'Said skills matter most but degrees open doors in campus hiring.',
      '',
    ],
    [
      'Group discussion: electric vehicles in India, hype or reality?',
      'Charging infrastructure and battery costs as the deciding factors.',
      'Facts, structure, conclusion.',
    ],
  ],
};

const FOLLOW_UPS: Record<Category, readonly string[]> = {
  coding: [
    'Follow-up: do it with constant extra space.',
    'Follow-up: what if the input does not fit in memory?',
    'Follow-up: handle duplicates and negative numbers.',
    'Follow-up: write test cases and walk through edge cases.',
    'Follow-up: can you make it iterative instead of recursive?',
  ],
  concept: ['They went deeper into the internals.', 'Follow-up: how does this behave under heavy load?'],
  design: [
    'Scale it to ten million daily users.',
    'Follow-up: how do you handle a data centre failure?',
    'They asked for the database schema and APIs.',
  ],
  behavioral: ['They asked for a specific example.', ''],
  aptitude: ['Solve it in under a minute.', ''],
  case: ['They pushed back on my assumptions.', ''],
  discussion: [''],
};

const OPENERS = [
  'I started with a brute force approach and then optimised it.',
  'I clarified the constraints first.',
  'After a couple of minutes of thinking aloud,',
  'The interviewer gave a small hint, then',
  'I explained my approach before writing any code:',
  'I asked about input size and edge cases, then',
  'My answer:',
  'I was nervous at first, but',
  'I drew a diagram on the whiteboard.',
  '',
];
const REFLECTIONS = [
  'The interviewer seemed happy with the complexity analysis.',
  'I missed an edge case with empty input but fixed it when asked.',
  'We ran out of time before I could finish the follow-up.',
  'They cared more about my reasoning than the final answer.',
  'In hindsight I should have written the tests first.',
  'The discussion went on for twenty minutes with many follow-up questions.',
  'I was asked to code it on a shared document without autocomplete.',
  'I would prepare this topic better next time.',
];
const EXPECTATIONS = [
  'Clear thinking out loud, clean code and complexity analysis for every solution.',
  'Strong fundamentals in data structures, operating systems, networks and databases.',
  'Ownership of past projects: they asked why every design decision was made.',
  'Communication matters as much as the answer; they want to see how you collaborate.',
  'Basic system design even for freshers, plus one language known in depth.',
  'Structured problem solving and comfort with numbers in case discussions.',
  'Curiosity about the product and its customers.',
  'Knowledge of SQL and Excel for analyst roles, and clear written summaries.',
  'Good CGPA helps to clear the shortlist, but interviews focus on problem solving.',
  'Writing production quality code with tests, not just passing the examples.',
];
const TIPS = [
  'Practise on a plain document, not an editor with autocomplete.',
  'Ask clarifying questions before coding and confirm the constraints.',
  'Revise your resume projects; {company} interviewers go deep into them.',
  'Solve the top interview questions on arrays, trees, graphs and dynamic programming.',
  'Read the {company} engineering blog before the interview.',
  'For the {role} role, prepare one project story for each leadership principle.',
  'Mock interviews with seniors helped me far more than solving problems alone.',
  'Keep the aptitude basics fresh: percentages, time and work, probability.',
  'Do not stay silent; explain your reasoning even when you are stuck.',
  'Prepare questions to ask at the end, it shows interest in the team.',
  'Revise operating systems, DBMS and computer networks from your notes.',
  'Time management in the online assessment is key: attempt the easier problem first.',
  'For case interviews, practise structuring out loud with a friend.',
  'Sleep well before the interview day; the process can last six hours.',
];

const RECRUITMENT = [
  'On-campus drive in {month} for final-year students; off-campus hiring through referrals and the careers portal.',
  'Pre-placement offers from the summer internship, then a campus drive for the remaining seats in {month}.',
  'Hiring through a national coding contest followed by interviews; campus visits to tier-one colleges in {month}.',
  'Pool campus drives across several colleges in {month}, with a common online test.',
  'Off-campus applications all year; a dedicated graduate programme opens every {month}.',
  'Referral-driven hiring with a take-home assignment, plus a campus drive in {month}.',
];
const MONTHS = ['July', 'August', 'September', 'October', 'November', 'January'];
const ROUND_NAMES = [
  'online assessment',
  'technical interview',
  'second technical interview',
  'system design round',
  'managerial round',
  'HR interview',
  'group discussion',
  'case interview',
  'aptitude test',
];
const CULTURES = [
  'Engineering-driven with a strong code-review culture and flexible hybrid work.',
  'Fast-paced startup culture: high ownership, quick releases and long hours near launches.',
  'Structured training for freshers, stable projects and good work-life balance.',
  'Client-facing work with frequent travel; learning curve is steep in the first year.',
  'Collaborative teams, mentorship for new graduates and internal mobility after eighteen months.',
  'Process-oriented with clear career levels; innovation depends on the team.',
  'Data-driven decisions, weekly demos and a culture of writing design documents.',
  'Hierarchical but supportive; managers invest time in performance reviews.',
];
const BENEFITS = [
  'Health insurance for family',
  'Free meals',
  'Learning budget',
  'Gym reimbursement',
  'Relocation support',
  'Joining bonus',
  'Stock options',
  'Flexible hours',
  'Work from home allowance',
  'Cab facility',
  'Paid parental leave',
  'Annual performance bonus',
  'Certification sponsorship',
  'Employee discounts',
];
const TECH_EXPECT: Record<Group, readonly string[]> = {
  tech: [
    'Data structures and algorithms',
    'Time and space complexity',
    'Basic system design',
    'Object-oriented design',
    'Databases and SQL',
    'Operating systems',
    'Computer networks',
    'One programming language in depth',
  ],
  finance: [
    'Data structures and algorithms',
    'Probability and statistics',
    'SQL',
    'Java or C++',
    'Financial markets basics',
    'Puzzles',
  ],
  consulting: ['Excel modelling', 'SQL', 'Guesstimates', 'Business frameworks', 'Data visualisation'],
  core: [
    'Core branch fundamentals',
    'C programming',
    'Embedded systems',
    'Engineering drawing',
    'Quality control',
    'SQL',
  ],
};
const BEHAVIOUR_EXPECT = [
  'Collaboration',
  'Handling ambiguity',
  'Ownership',
  'Communication',
  'Customer focus',
  'Learning agility',
  'Leadership',
  'Integrity',
];
const EDUCATION = [
  'B.Tech/B.E. in any branch; no CGPA cut-off on paper.',
  'B.Tech/B.E. or M.Tech in CS, IT or ECE with at least 7 CGPA.',
  'Any engineering degree with 60% throughout and no active backlogs.',
  'Graduates from any discipline; quantitative background preferred.',
  'B.Tech in mechanical, electrical or production engineering.',
];
const RATING_COMMENTS = [
  'The round-by-round breakdown was spot on for my interview.',
  'Very helpful, would love more on the design round.',
  'Salary range matches what my seniors got.',
  'Accurate about the work culture.',
  'The tips section saved me in the HR round.',
  'Outdated: the process has changed this year.',
  'Good overview, but the aptitude test was harder than described.',
  'Exactly what I needed before my interview.',
];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

async function seedContent(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  alumniIds: string[],
  studentIds: string[],
  now: Date,
  sizes: BenchSizes,
) {
  const r = generator(20_261_124);
  const DAY = 86_400_000;
  // A few recruiters get most of the experiences and insights.
  const companyIndex = r.weighted(CONTENT_COMPANIES.map((_, i) => 1 / (i + 1) ** 0.8));

  const experienceRows: Array<typeof interviewExperiences.$inferInsert> = [];
  for (let e = 0; e < sizes.experiences; e++) {
    const [company, industry] = CONTENT_COMPANIES[companyIndex()]!;
    const group = groupOf(industry);
    const role = r.one(ROLES[group]);
    const category = r.weighted(CATEGORY_WEIGHTS[group]);
    const questions: StoredQuestion[] = [];
    const asked = new Set<string>();
    const count = r.int(3, 8);
    while (questions.length < count) {
      const kind = CATEGORIES[category()]!;
      const [question, approach, expected] = r.one(QUESTIONS[kind]);
      if (asked.has(question)) continue;
      asked.add(question);
      const followUp = r.chance(0.35) ? r.one(FOLLOW_UPS[kind]) : '';
      const opener = r.one(OPENERS);
      const shape = CATEGORY_ROUNDS[kind];
      questions.push({
        question: fill([question, followUp].filter(Boolean).join(' '), { company }),
        myAnswer: [opener, approach, r.chance(0.6) ? r.one(REFLECTIONS) : ''].filter(Boolean).join(' '),
        expectedAnswer: r.chance(0.7) ? expected : '',
        round: r.one(shape.rounds),
        types: [...r.one(shape.types)],
      });
    }
    const companyExpectations = r.some(EXPECTATIONS, r.int(1, 2)).join(' ');
    const tips = r
      .some(TIPS, r.int(1, 3))
      .map((tip) => fill(tip, { company, role }))
      .join(' ');
    const createdAt = new Date(now.getTime() - r.next() * 540 * DAY);
    const difficulty = [null, 'Easy', 'Medium', 'Medium', 'Hard', 'Hard'][r.int(0, 5)] ?? null;
    const outcomeRoll = r.next();
    experienceRows.push({
      alumniId: alumniIds[r.int(0, alumniIds.length - 1)]!,
      company,
      role,
      interviewDate: new Date(createdAt.getTime() - r.int(3, 60) * DAY).toISOString().slice(0, 10),
      difficulty,
      outcome: outcomeRoll < 0.38 ? 'selected' : outcomeRoll < 0.75 ? 'rejected' : 'pending',
      rounds: r.int(2, 6),
      questionTypes: [...new Set(questions.flatMap((question) => question.types))],
      questions,
      // Built exactly as the service builds it.
      searchText: searchTextOf(questions, companyExpectations, tips),
      companyExpectations,
      tips,
      helpfulCount: 0,
      createdAt,
      updatedAt: createdAt,
    });
  }
  // Voters are the first 15,000 students, so the benchmark's vote write has 5,000 who have never voted.
  const voterCount = Math.min(15_000, studentIds.length);
  const experienceIndex = r.weighted(experienceRows.map(() => r.next() ** 3 + 0.02));
  const votePairs = new Set<number>();
  const voteRows: Array<{ e: number; s: number }> = [];
  while (voteRows.length < sizes.helpfulVotes) {
    const e = experienceIndex();
    const s = r.int(0, voterCount - 1);
    const key = e * voterCount + s;
    if (votePairs.has(key)) continue;
    votePairs.add(key);
    voteRows.push({ e, s });
    experienceRows[e]!.helpfulCount! += 1;
  }
  const experienceIds: string[] = [];
  await inBatches(experienceRows, async (batch) =>
    experienceIds.push(
      ...(await db.insert(interviewExperiences).values(batch).returning({ id: interviewExperiences.id })).map(
        (row) => row.id,
      ),
    ),
  );
  await inBatches(
    voteRows.map(({ e, s }) => {
      const posted = experienceRows[e]!.createdAt!.getTime();
      return {
        experienceId: experienceIds[e]!,
        userId: studentIds[s]!,
        createdAt: new Date(posted + r.next() * (now.getTime() - posted)),
      };
    }),
    (batch) => db.insert(interviewHelpfulVotes).values(batch),
  );

  const insightRows: Array<typeof companyInsights.$inferInsert> = [];
  const quality: number[] = [];
  for (let k = 0; k < sizes.insights; k++) {
    const [company, industry, logo, companySize, offices] = CONTENT_COMPANIES[companyIndex()]!;
    const group = groupOf(industry);
    const rounds = r.int(2, 6);
    const currencyRoll = r.next();
    const currency =
      currencyRoll < 0.8 ? 'INR' : currencyRoll < 0.9 ? 'USD' : currencyRoll < 0.95 ? 'EUR' : 'GBP';
    const base = currency === 'INR' ? r.int(4, 30) * 100_000 : r.int(50, 140) * 1_000;
    const createdAt = new Date(now.getTime() - r.next() * 365 * DAY);
    quality.push(2.2 + r.next() * 2.6);
    insightRows.push({
      creatorId: alumniIds[r.int(0, alumniIds.length - 1)]!,
      company,
      logo,
      industry,
      location: r.some(offices, r.int(1, 2)).join(', '),
      companySize,
      recruitmentPattern: fill(r.one(RECRUITMENT), { month: r.one(MONTHS) }),
      rolesOffered: r.some(ROLES[group], r.int(2, 5)),
      hiringRounds: rounds,
      hiringDuration: r.one(['2-3 weeks', '3-4 weeks', '4-6 weeks', '1-2 months', '6-8 weeks']),
      hiringDescription: `${rounds} rounds: ${r.some(ROUND_NAMES, rounds).join(', ')}. ${r.one(EXPECTATIONS)}`,
      salaryMin: base,
      salaryMax: Math.round(base * (1.3 + r.next())),
      currency,
      workCulture: r.some(CULTURES, r.int(1, 2)).join(' '),
      benefits: r.some(BENEFITS, r.int(3, 6)),
      tips: r
        .some(TIPS, r.int(1, 3))
        .map((tip) => fill(tip, { company, role: r.one(ROLES[group]) }))
        .join(' '),
      expectTechnical: r.some(TECH_EXPECT[group], r.int(2, 4)),
      expectBehavioral: r.some(BEHAVIOUR_EXPECT, r.int(2, 3)),
      expectEducational: r.one(EDUCATION),
      ratingSum: 0,
      totalRatings: 0,
      createdAt,
      updatedAt: createdAt,
    });
  }
  const insightIndex = r.weighted(insightRows.map(() => r.next() ** 2 + 0.05));
  const ratingPairs = new Set<number>();
  const ratingRows: Array<{ k: number; s: number; rating: number; comment: string }> = [];
  while (ratingRows.length < sizes.insightRatings) {
    const k = insightIndex();
    const s = r.int(0, studentIds.length - 1);
    const key = k * studentIds.length + s;
    if (ratingPairs.has(key)) continue;
    ratingPairs.add(key);
    const rating = Math.max(1, Math.min(5, Math.round(quality[k]! + (r.next() + r.next() - 1) * 1.5)));
    ratingRows.push({ k, s, rating, comment: r.chance(0.4) ? r.one(RATING_COMMENTS) : '' });
    insightRows[k]!.ratingSum! += rating;
    insightRows[k]!.totalRatings! += 1;
  }
  const insightIds: string[] = [];
  await inBatches(insightRows, async (batch) =>
    insightIds.push(
      ...(await db.insert(companyInsights).values(batch).returning({ id: companyInsights.id })).map(
        (row) => row.id,
      ),
    ),
  );
  await inBatches(
    ratingRows.map(({ k, s, rating, comment }) => {
      const created = insightRows[k]!.createdAt!.getTime();
      const at = new Date(created + r.next() * (now.getTime() - created));
      return {
        insightId: insightIds[k]!,
        userId: studentIds[s]!,
        rating,
        comment,
        createdAt: at,
        updatedAt: at,
      };
    }),
    (batch) => db.insert(companyInsightRatings).values(batch),
  );
}

/** Only the rows: the list reads never open the files. */
async function seedResources(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  alumniIds: string[],
  now: Date,
  sizes: BenchSizes,
) {
  const r = generator(20_261_125);
  const DAY = 86_400_000;
  const topics = ['DSA', 'System Design', 'SQL', 'Aptitude', 'HR Round', 'Resume', 'OOP', 'OS', 'Networks'];
  await inBatches(
    Array.from({ length: sizes.resources }, (_, i) => {
      const category = RESOURCE_CATEGORIES[i % (RESOURCE_CATEGORIES.length - 1)]!;
      const [company] = CONTENT_COMPANIES[i % CONTENT_COMPANIES.length]!;
      const topic = r.one(topics);
      const status = i % 20 === 0 ? 'refused' : i % 7 === 0 ? 'pending' : 'published';
      const at = new Date(now.getTime() - r.int(1, 365) * DAY - r.int(0, 86_399) * 1000);
      const totalRatings = status === 'published' ? r.int(0, 40) : 0;
      return {
        id: randomUUID(),
        uploaderId: alumniIds[(i * 13) % alumniIds.length]!,
        title: `${topic} ${category.toLowerCase()} for ${company} ${i}`,
        description: `${category} on ${topic}, as used for the ${company} drive.`,
        category,
        tags: [topic, company],
        status,
        ...(status === 'refused' ? { refusalReason: 'Duplicate of an existing resource.' } : {}),
        storageKey: `resources/bench-${i}.pdf`,
        fileName: `${topic.replaceAll(' ', '-')}-${i}.pdf`,
        fileExtension: 'pdf',
        contentType: 'application/pdf',
        fileSize: r.int(20_000, 9_000_000),
        downloads: status === 'published' ? r.int(0, 900) : 0,
        ratingSum: totalRatings * r.int(3, 5),
        totalRatings,
        ...(status === 'published' ? { publishedAt: at, reviewedAt: at } : {}),
        createdAt: at,
        updatedAt: at,
      };
    }),
    async (batch) => {
      await db.insert(resources).values(batch.map(({ downloads: _, ...row }) => row));
      // Each resource got its counters row with it (a trigger).
      await db
        .insert(resourceCounters)
        .values(batch.map(({ id, downloads }) => ({ resourceId: id, downloads })))
        .onConflictDoUpdate({
          target: resourceCounters.resourceId,
          set: { downloads: sql`excluded.downloads` },
        });
    },
  );
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
