/** What the campus mix draws its users and parameters from, read once from the seeded database. */
import pg from 'pg';
import { BENCH_PASSWORD } from './seed';

/** So the bench's own connection is not counted among the server's backends. */
export const BENCH_APPLICATION = 'mentorbridge-campus';
export const USERS = { students: 300, alumni: 60 } as const;

export interface CampusData {
  studentEmails: string[];
  alumniEmails: string[];
  alumniIds: string[];
  namePrefixes: string[];
  companies: string[];
  branches: string[];
  interviewWords: string[];
  interviewCompanies: string[];
  experienceIds: string[];
  insightIds: string[];
  insightCompanies: string[];
  industries: string[];
  resourceWords: string[];
  resourceCategories: string[];
  workshopIds: string[];
  /** Per signed-in student with accepted mentorships: each mentor's hours, for slots and bookings. */
  mentorships: Map<string, Mentorship[]>;
  counts: Record<string, number>;
}

export interface Mentorship {
  mentorshipId: string;
  alumniId: string;
  timeZone: string;
  sessionMinutes: number;
}

export async function openBenchDatabase(url: string) {
  const client = new pg.Client({ connectionString: url, application_name: BENCH_APPLICATION });
  await client.connect();
  return client;
}

export async function serverBackends(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = current_database() and backend_type = 'client backend' and application_name <> $1`,
    [BENCH_APPLICATION],
  );
  return rows.map((row) => row.pid);
}

export async function loadCampusData(client: pg.Client): Promise<CampusData> {
  const column = async (query: string, values: unknown[] = []) =>
    (await client.query<{ v: string }>(query, values)).rows.map((row) => row.v);
  // Students with room for more pending requests, so most mentorship requests are accepted.
  const studentEmails = await column(
    `select u.email as v from users u
     left join (select student_id, count(*) as n from mentorship_requests where status = 'pending' group by 1) p
       on p.student_id = u.id
     where u.role = 'student' and u.is_active and u.is_verified
     order by coalesce(p.n, 0), random() limit $1`,
    [USERS.students],
  );
  const alumniEmails = await column(
    `select email as v from users where role = 'alumni' and is_active and is_verified order by random() limit $1`,
    [USERS.alumni],
  );
  const alumniIds = await column(
    `select u.id as v from users u left join mentor_responsiveness r on r.user_id = u.id
     where u.role = 'alumni' and u.is_active and r.paused_at is null`,
  );
  const namePrefixes = await column(
    `select distinct lower(left(name, 3)) as v from alumni_profiles a, unnest(array[first_name, last_name]) name
     where length(name) >= 3`,
  );
  const companies = await column(
    `select distinct current_company as v from alumni_profiles where current_company <> ''`,
  );
  const branches = await column(`select distinct branch as v from alumni_profiles where branch <> ''`);
  // Twenty words of every selectivity, from the most common to rarer ones.
  const words = await column(
    `select w as v from interview_experiences e, regexp_split_to_table(lower(e.search_text), '[^a-z]+') w
     where length(w) >= 5 group by w order by count(distinct e.id) desc limit 400`,
  );
  const interviewWords = [
    ...new Set(Array.from({ length: 20 }, (_, i) => words[Math.floor((i * words.length) / 20)]!)),
  ];
  const interviewCompanies = await column(`select distinct company as v from interview_experiences`);
  const experienceIds = await column('select id as v from interview_experiences');
  const insightIds = await column('select id as v from company_insights');
  const insightCompanies = await column('select distinct company as v from company_insights');
  const industries = await column('select distinct industry as v from company_insights');
  const resourceWords = await column(
    `select distinct w as v from resources r, regexp_split_to_table(lower(r.title), '[^a-z]+') w
     where r.status = 'published' and length(w) >= 4`,
  );
  const resourceCategories = await column(
    `select distinct category as v from resources where status = 'published'`,
  );
  const workshopIds = await column(
    `select id as v from workshops where is_active and completed_at is null
       and scheduled_at > now() + interval '1 day' and confirmed_count < max_participants`,
  );
  const mentorships = new Map<string, Mentorship[]>();
  const pairs = await client.query<Mentorship & { email: string }>(
    `select u.email, m.id as "mentorshipId", m.alumni_id as "alumniId",
       coalesce(p.time_zone, 'Asia/Kolkata') as "timeZone", a.session_minutes as "sessionMinutes"
     from mentorship_requests m
     join users u on u.id = m.student_id
     join users mentor on mentor.id = m.alumni_id and mentor.is_active
     join mentor_availability a on a.alumni_id = m.alumni_id
     join alumni_profiles p on p.user_id = m.alumni_id
     where m.status = 'accepted' and u.email = any($1)`,
    [studentEmails],
  );
  for (const { email, ...pair } of pairs.rows) {
    mentorships.set(email, [...(mentorships.get(email) ?? []), pair]);
  }
  const counts: Record<string, number> = {};
  for (const [name, table] of [
    ['students', `users where role = 'student'`],
    ['alumni', `users where role = 'alumni'`],
    ['workshops', 'workshops'],
    ['bookings', 'workshop_bookings'],
    ['mentorship requests', 'mentorship_requests'],
    ['interview experiences', 'interview_experiences'],
    ['company insights', 'company_insights'],
    ['resources', 'resources'],
    ['mentor sessions', 'mentor_sessions'],
    ['points events', 'points_ledger'],
  ] as const) {
    counts[name] = Number((await column(`select count(*)::int as v from ${table}`))[0]);
  }
  const data: CampusData = {
    studentEmails,
    alumniEmails,
    alumniIds,
    namePrefixes,
    companies,
    branches,
    interviewWords,
    interviewCompanies,
    experienceIds,
    insightIds,
    insightCompanies,
    industries,
    resourceWords,
    resourceCategories,
    workshopIds,
    mentorships,
    counts,
  };
  const empty = Object.entries(data).filter(([, value]) => Array.isArray(value) && value.length === 0);
  if (mentorships.size === 0) empty.push(['mentorships', []]);
  if (studentEmails.length < USERS.students || alumniEmails.length < USERS.alumni || empty.length > 0) {
    throw new Error(
      `The bench database lacks ${empty.map(([name]) => name).join(', ') || 'users'}: run npm run bench:seed.`,
    );
  }
  return data;
}

export interface SignedIn {
  email: string;
  token: string;
  ip: string;
}

/** Through the real login; each user from an address of its own, a few at a time (argon2 is costly). */
export async function signInAll(base: string, emails: string[], subnet: number): Promise<SignedIn[]> {
  const signed: SignedIn[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      const ip = `10.${subnet}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: emails[i], password: BENCH_PASSWORD }),
      });
      if (!response.ok) {
        throw new Error(`sign-in of ${emails[i]} answered ${response.status}: ${await response.text()}`);
      }
      signed[i] = { email: emails[i]!, token: ((await response.json()) as { token: string }).token, ip };
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return signed;
}
