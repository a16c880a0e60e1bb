import { LIST_CAP } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/experience-fixtures';
import { statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { workshopBookings, workshopFeedback, workshops, workshopWaitlist } from '../../db/schema/workshops';
import { STUDENT_BOOKINGS_CAP } from './bookings.repository';
import { ALUMNI_FEEDBACK_CAP } from './feedback.repository';
import { STUDENT_WAITLISTS_CAP } from './waitlist.repository';
import { OWNER_WORKSHOPS_CAP } from './workshops.repository';

const P = '/api/alumni-features';

/** Rows written in chunks straight to the table: far more than requests could make quickly. */
async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += 500) await insert(rows.slice(at, at + 500));
}

describe('workshop lists: whole lists, caps and true totals', async () => {
  const { app } = await createTestApp();
  const host = await signedIn(app, 'alumni');
  const booker = await signedIn(app, 'student');
  const rater = await signedIn(app, 'student');
  const newcomer = await signedIn(app, 'student');
  const count = LIST_CAP + 1;
  const start = app.ctx.clock.now().getTime();
  const ids: string[] = [];
  await insertAll(
    Array.from({ length: count }, (_, i) => ({
      alumniId: host.id,
      title: `Bulk ${i}`,
      description: 'Bulk row',
      category: 'System Design',
      scheduledAt: new Date(start + (i + 1) * 3600_000),
    })),
    async (chunk) =>
      ids.push(
        ...(await app.ctx.db.insert(workshops).values(chunk).returning({ id: workshops.id })).map(
          (row) => row.id,
        ),
      ),
  );
  await insertAll(
    ids.slice(0, STUDENT_BOOKINGS_CAP + 1).map((workshopId) => ({ workshopId, studentId: booker.id })),
    (chunk) => app.ctx.db.insert(workshopBookings).values(chunk),
  );
  await insertAll(
    ids.slice(-(STUDENT_WAITLISTS_CAP + 1)).map((workshopId) => ({ workshopId, studentId: booker.id })),
    (chunk) => app.ctx.db.insert(workshopWaitlist).values(chunk),
  );
  await insertAll(
    ids.map((workshopId) => ({ workshopId, studentId: rater.id, alumniId: host.id, rating: 4 })),
    (chunk) => app.ctx.db.insert(workshopFeedback).values(chunk),
  );
  await app.ctx.cache.settled();

  const get = (url: string, caller: { headers: Record<string, string> }) =>
    app.inject({ method: 'GET', url: `${P}${url}`, headers: caller.headers });
  const answer = async (url: string, caller: { headers: Record<string, string> }, items = 'data') => {
    const response = await get(url, caller);
    expect(response.statusCode, url).toBe(200);
    return {
      length: (response.json()[items] as unknown[]).length,
      total: response.headers['x-total-count'],
    };
  };

  it('answers the soonest LIST_CAP open workshops without page or limit, with the true total and no Link', async () => {
    const response = await get('/workshops', newcomer);
    const { data } = response.json() as { data: Array<{ _id: string }> };
    expect(data.map((item) => item._id)).toEqual(ids.slice(0, LIST_CAP));
    expect(response.headers['x-total-count']).toBe(String(count));
    expect(response.headers.link).toBeUndefined();
  });

  it('answers a whole list longer than a kept page afresh each time, and keeps a page', async () => {
    await get('/workshops', newcomer);
    // Not kept: the rows again, then the reader's seats among them.
    expect(await statementsOf(app, () => get('/workshops', newcomer))).toBe(2);
    await get('/workshops?limit=10', newcomer);
    expect(await statementsOf(app, () => get('/workshops?limit=10', newcomer))).toBe(1);
  });

  it('counts the rows past each per-user list’s cap in X-Total-Count', async () => {
    expect(await answer('/my-workshops', host)).toEqual({
      length: OWNER_WORKSHOPS_CAP,
      total: String(count),
    });
    expect(await answer('/my-bookings', booker)).toEqual({
      length: STUDENT_BOOKINGS_CAP,
      total: String(STUDENT_BOOKINGS_CAP + 1),
    });
    expect(await answer('/my-waitlists', booker)).toEqual({
      length: STUDENT_WAITLISTS_CAP,
      total: String(STUDENT_WAITLISTS_CAP + 1),
    });
    expect(await answer('/my-feedback', host, 'feedback')).toEqual({
      length: ALUMNI_FEEDBACK_CAP,
      total: String(count),
    });
  });

  it('gives the length as the total of a list below its cap', async () => {
    const other = await signedIn(app, 'alumni');
    expect(await answer('/my-workshops', other)).toEqual({ length: 0, total: '0' });
    expect(await answer('/my-feedback', other, 'feedback')).toEqual({ length: 0, total: '0' });
    expect(await answer('/my-bookings', newcomer)).toEqual({ length: 0, total: '0' });
    expect(await answer('/my-waitlists', newcomer)).toEqual({ length: 0, total: '0' });
    const [first, second] = ids;
    await app.ctx.db.insert(workshopBookings).values({ workshopId: first!, studentId: newcomer.id });
    await app.ctx.db.insert(workshopWaitlist).values({ workshopId: second!, studentId: newcomer.id });
    await app.ctx.cache.settled();
    expect(await answer('/my-bookings', newcomer)).toEqual({ length: 1, total: '1' });
    expect(await answer('/my-waitlists', newcomer)).toEqual({ length: 1, total: '1' });
  });
});
