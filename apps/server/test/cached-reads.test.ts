import { randomUUID } from 'node:crypto';
import type {
  AlumniListItem,
  CompanyInsight,
  DirectoryFilters,
  InterviewExperience,
  LeaderboardEntry,
} from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { archiveUnanswered } from '../src/modules/mentorship/mentorship.service';
import { rotateWaitlists } from '../src/modules/workshops/waitlist.service';
import type { AppInstance } from '../src/platform/context';
import { addForm, postExperience } from './experience-fixtures';
import { alumniProfilePayload, bearer, createUserWithProfile, signIn } from './factories';
import { createInsightAs, insightPayload } from './insights';
import { secondInstance, within } from './second-instance';
import { readWithChangeMidway, statementsOf } from './statements';
import { createTestApp, type TestApp } from './test-app';
import { createWorkshopAs } from './workshops';

const DAY_MS = 24 * 60 * 60 * 1000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Person = Awaited<ReturnType<typeof createUserWithProfile>> & { headers: { authorization: string } };

async function person(app: AppInstance, role: 'student' | 'alumni', profile: Record<string, unknown> = {}) {
  const user = await createUserWithProfile(app, role, profile);
  return { ...user, headers: bearer(user.token) };
}

async function get<T>(app: AppInstance, url: string, reader: Person): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: reader.headers });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
}

/**
 * One cached read, its rows built by `arrange`. `read` lists what it shows as strings; each change makes its
 * `n`th distinct change and answers the string the read then shows.
 */
interface Fixture {
  read(app: AppInstance): Promise<string[]>;
  /** Statements of a warm read: the reader's own part, read beside the kept answer. */
  warm: number;
  bySql(app: AppInstance, n: number): Promise<string>;
  /** A request, answered by whichever instance is given. */
  byRequest(app: AppInstance, n: number): Promise<string>;
  /** A job that writes one of the read's tables; absent when no job does. */
  byJob?: (app: AppInstance) => Promise<string>;
}

interface CachedRead {
  name: string;
  arrange(t: TestApp): Promise<Fixture>;
}

async function renameProfile(app: AppInstance, alumni: Person, profile: Record<string, unknown>) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/profile/alumni',
    headers: alumni.headers,
    payload: alumniProfilePayload(profile),
  });
  expect(response.statusCode).toBe(200);
}

let address = 0;
/** Requests the archive job will find a week old, unanswered. */
async function staleRequests(t: TestApp, alumniId: string, count: number) {
  for (let i = 0; i < count; i++) {
    const student = await person(t.app, 'student');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers: student.headers,
      payload: { alumniId, message: 'Could you review my resume?' },
      remoteAddress: `10.43.${Math.floor(++address / 250)}.${address % 250}`,
    });
    expect(response.statusCode).toBe(201);
  }
  const sent = new Date(t.clock.now().getTime() - 8 * DAY_MS).toISOString();
  await t.app.ctx.db.execute(
    sql`update mentorship_requests set created_at = ${sent} where alumni_id = ${alumniId} and status = 'pending'`,
  );
}

async function pointsOf(app: AppInstance, userId: string): Promise<number> {
  const result = await app.ctx.db.execute(sql`select points from user_stats where user_id = ${userId}`);
  return (result as unknown as { rows: Array<{ points: number }> }).rows[0]!.points;
}

/** The rankings, the own entry and the top contributors share their tables, so their changes. */
function rankings(read: (app: AppInstance, subject: Person, reader: Person) => Promise<LeaderboardEntry[]>) {
  return async (t: TestApp): Promise<Fixture> => {
    const subject = await person(t.app, 'alumni', { firstName: 'Tablecase', lastName: 'Ranked' });
    const reader = await person(t.app, 'student');
    await t.app.ctx.db.execute(sql`update user_stats set points = 50 where user_id = ${subject.id}`);
    await staleRequests(t, subject.id, 1);
    const shown = (entry: LeaderboardEntry) => [entry.user.name, `${entry._id} has ${entry.points}`];
    return {
      read: async (app) => (await read(app, subject, reader)).flatMap(shown),
      warm: 0,
      async bySql(app, n) {
        await app.ctx.db.execute(
          sql`update user_stats set points = ${200 + n} where user_id = ${subject.id}`,
        );
        return `${subject.id} has ${200 + n}`;
      },
      async byRequest(app, n) {
        await renameProfile(app, subject, { firstName: 'Tablecase', lastName: `Renamed${n}` });
        return `Tablecase Renamed${n}`;
      },
      // A request left a week unanswered costs its alumni 5 points.
      async byJob(app) {
        const before = await pointsOf(app, subject.id);
        await archiveUnanswered(app.ctx);
        return `${subject.id} has ${before - 5}`;
      },
    };
  };
}

const CACHED_READS: CachedRead[] = [
  {
    name: 'interview list pages',
    async arrange(t) {
      const author = await person(t.app, 'alumni');
      const reader = await person(t.app, 'student');
      const base = await postExperience(t.app, author, addForm({ companyName: 'Tablecase Base' }));
      return {
        read: async (app) =>
          (await get<InterviewExperience[]>(app, '/api/interviews?company=Tablecase&limit=50', reader)).map(
            (row) => row.company,
          ),
        warm: 1,
        async bySql(app, n) {
          await app.ctx.db.execute(
            sql`update interview_experiences set company = ${`Tablecase Sql ${n}`} where id = ${base._id}`,
          );
          return `Tablecase Sql ${n}`;
        },
        async byRequest(app, n) {
          await postExperience(app, author, addForm({ companyName: `Tablecase Request ${n}` }));
          return `Tablecase Request ${n}`;
        },
      };
    },
  },
  {
    name: 'company insight pages',
    async arrange(t) {
      const author = await person(t.app, 'alumni');
      const reader = await person(t.app, 'student');
      const base = await createInsightAs(t.app, author, { company: 'Tablecase Base' });
      return {
        read: async (app) =>
          (await get<CompanyInsight[]>(app, '/api/company-insights?q=Tablecase&limit=50', reader)).flatMap(
            (row) => [row.company, row.location],
          ),
        warm: 1,
        async bySql(app, n) {
          await app.ctx.db.execute(
            sql`update company_insights set location = ${`Sql City ${n}`} where id = ${base._id}`,
          );
          return `Sql City ${n}`;
        },
        async byRequest(app, n) {
          await createInsightAs(app, author, { company: `Tablecase Request ${n}` });
          return `Tablecase Request ${n}`;
        },
      };
    },
  },
  {
    name: 'directory pages',
    async arrange(t) {
      const mentor = await person(t.app, 'alumni', {
        firstName: 'Tablecase',
        lastName: 'Mentor',
        currentCompany: 'Basecorp',
      });
      const reader = await person(t.app, 'student');
      await staleRequests(t, mentor.id, 3);
      return {
        read: async (app) =>
          (await get<AlumniListItem[]>(app, '/api/users/alumni?q=Tablecase&limit=50', reader)).flatMap(
            (item) => [
              `${item.name} works at ${item.profile?.currentCompany}`,
              `${item.name} ${item.responsiveness?.isAcceptingRequests ? 'takes requests' : 'is paused'}`,
            ],
          ),
        warm: 0,
        async bySql(app, n) {
          await app.ctx.db.execute(
            sql`update alumni_profiles set current_company = ${`Sqlcorp ${n}`} where user_id = ${mentor.id}`,
          );
          return `Tablecase Mentor works at Sqlcorp ${n}`;
        },
        async byRequest(app, n) {
          await renameProfile(app, mentor, {
            firstName: 'Tablecase',
            lastName: 'Mentor',
            currentCompany: `Requestcorp ${n}`,
          });
          return `Tablecase Mentor works at Requestcorp ${n}`;
        },
        // Three requests expired in a row pause their alumni.
        async byJob(app) {
          await archiveUnanswered(app.ctx);
          return 'Tablecase Mentor is paused';
        },
      };
    },
  },
  {
    name: 'directory filters',
    async arrange(t) {
      const mentor = await person(t.app, 'alumni', { currentCompany: 'Filterbase' });
      const reader = await person(t.app, 'student');
      return {
        read: async (app) =>
          (await get<DirectoryFilters>(app, '/api/users/alumni/filters', reader)).companies,
        warm: 0,
        async bySql(app, n) {
          await app.ctx.db.execute(
            sql`update alumni_profiles set current_company = ${`Filtersql ${n}`} where user_id = ${mentor.id}`,
          );
          return `Filtersql ${n}`;
        },
        async byRequest(app, n) {
          await renameProfile(app, mentor, { currentCompany: `Filterrequest ${n}` });
          return `Filterrequest ${n}`;
        },
      };
    },
  },
  {
    name: 'open workshops for students',
    async arrange(t) {
      const host = await person(t.app, 'alumni');
      const reader = await person(t.app, 'student');
      const waiting = await person(t.app, 'student');
      const base = await createWorkshopAs(t.app, host.token, { title: 'Tablecase Base' });
      const seats = await createWorkshopAs(t.app, host.token, {
        title: 'Tablecase Seats',
        maxParticipants: 1,
      });
      // The only seat held for a student whose offer ran out an hour ago.
      const expired = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
      await t.app.ctx.db.execute(sql`
        insert into workshop_waitlist (workshop_id, student_id, status, offered_at, offer_expires_at)
        values (${seats._id}, ${waiting.id}, 'Offered', ${expired}, ${expired})`);
      return {
        read: async (app) =>
          (
            await get<{ data: Array<{ title: string; availableSlots: number }> }>(
              app,
              '/api/alumni-features/workshops?q=Tablecase&limit=50',
              reader,
            )
          ).data.flatMap((row) => [row.title, `${row.title} has ${row.availableSlots} seats`]),
        warm: 1,
        async bySql(app, n) {
          await app.ctx.db.execute(
            sql`update workshops set title = ${`Tablecase Sql ${n}`} where id = ${base._id}`,
          );
          return `Tablecase Sql ${n}`;
        },
        async byRequest(app, n) {
          await createWorkshopAs(app, host.token, { title: `Tablecase Request ${n}` });
          return `Tablecase Request ${n}`;
        },
        // The expired offer's seat is released: no one else waits, so it is free again.
        async byJob(app) {
          await rotateWaitlists(app.ctx);
          return 'Tablecase Seats has 1 seats';
        },
      };
    },
  },
  {
    name: 'leaderboard rankings',
    arrange: rankings((app, _subject, reader) => get(app, '/api/leaderboard?limit=100', reader)),
  },
  {
    name: 'an alumni’s own rank',
    arrange: rankings(async (app, subject) => [await get(app, '/api/leaderboard/me', subject)]),
  },
  {
    name: 'top contributors',
    arrange: rankings((app, _subject, reader) =>
      get(app, '/api/leaderboard/top-contributors?limit=50', reader),
    ),
  },
];

/** Writes refused before or inside their transaction, which commits nothing. */
async function refusedWrites(app: AppInstance, student: Person, alumni: Person, workshopId: string) {
  const attempts = [
    {
      method: 'POST',
      url: '/api/alumni-features/interview-experience',
      headers: alumni.headers,
      payload: {},
    },
    { method: 'POST', url: '/api/company-insights', headers: student.headers, payload: insightPayload() },
    { method: 'POST', url: `/api/alumni-features/workshop/${workshopId}/waitlist`, headers: student.headers },
    { method: 'PUT', url: `/api/interviews/${randomUUID()}/helpful`, headers: student.headers },
    {
      method: 'PUT',
      url: '/api/profile/alumni',
      headers: alumni.headers,
      payload: alumniProfilePayload({ graduationYear: 'soon' }),
    },
  ] as const;
  const statuses = [];
  for (const attempt of attempts) statuses.push((await app.inject(attempt)).statusCode);
  expect(statuses).toEqual([400, 403, 409, 404, 400]);
}

for (const cachedRead of CACHED_READS) {
  describe(`cached read: ${cachedRead.name}`, async () => {
    const t = await createTestApp();
    const { app } = t;
    const fixture = await cachedRead.arrange(t);
    const other = onPostgres ? await secondInstance(t) : null;
    const student = await person(app, 'student');
    const alumni = await person(app, 'alumni');
    const workshop = await createWorkshopAs(app, alumni.token, { title: 'Refusal Course' });
    await app.ctx.cache.settled();

    /** Reads it twice, so the second answer comes from the cache. */
    async function warmRead() {
      await fixture.read(app);
      return fixture.read(app);
    }

    it('shows a hand-written SQL update on the next read once it is heard', async () => {
      const before = await warmRead();
      const shown = await fixture.bySql(app, 1);
      expect(before).not.toContain(shown);
      await app.ctx.cache.settled();
      expect(await fixture.read(app)).toContain(shown);
    });

    it.skipIf(!onPostgres)('shows a write answered by another instance', async () => {
      const before = await warmRead();
      const shown = await fixture.byRequest(other!, 2);
      expect(before).not.toContain(shown);
      expect(await within(2_000, async () => (await fixture.read(app)).includes(shown))).toBe(true);
    });

    if (fixture.byJob) {
      const job = fixture.byJob;
      it('shows what a job wrote on the next read once it is heard', async () => {
        const before = await warmRead();
        const shown = await job(app);
        expect(before).not.toContain(shown);
        await app.ctx.cache.settled();
        expect(await fixture.read(app)).toContain(shown);
      });
    }

    it('keeps nothing a change overtook while it was read', async () => {
      await warmRead();
      await fixture.bySql(app, 3);
      await app.ctx.cache.settled();
      // As on a slow run, where the reader's session (kept 30 s) is loaded again before the read's own load.
      app.ctx.sessions.clear();
      let shown = '';
      let overtaken: string[] = [];
      await readWithChangeMidway(
        app,
        async () => (shown = await fixture.bySql(app, 4)),
        async () => (overtaken = await fixture.read(app)),
      );
      expect(overtaken).not.toContain(shown);
      expect(await fixture.read(app)).toContain(shown);
    });

    it('empties nothing on a refused write or a sign-in', async () => {
      await warmRead();
      expect(await statementsOf(app, () => fixture.read(app))).toBe(fixture.warm);
      await refusedWrites(app, student, alumni, workshop._id);
      await signIn(app, student.email);
      await signIn(app, alumni.email);
      const failed = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.email, password: 'not-the-password' },
      });
      expect(failed.statusCode).toBe(401);
      await app.ctx.cache.settled();
      expect(await statementsOf(app, () => fixture.read(app))).toBe(fixture.warm);
    });

    it('shows the writer its own write on the very next read, every time', async () => {
      for (let n = 100; n < 120; n++) {
        await warmRead();
        const shown = await fixture.byRequest(app, n);
        expect(await fixture.read(app), `write ${n}`).toContain(shown);
      }
    });
  });
}
