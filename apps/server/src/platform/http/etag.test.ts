import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addForm, postExperience, signedIn } from '../../../test/experience-fixtures';
import { alumniProfilePayload, bearer, createUserWithProfile } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs } from '../../../test/workshops';
import type { AppInstance } from '../context';

const LIST = '/api/interviews?company=Etagcorp&limit=20';

describe('ETags of the API’s answers', async () => {
  const { app } = await createTestApp();
  const alumni = await signedIn(app, 'alumni');
  const reader = await signedIn(app, 'student');
  const first = await postExperience(app, alumni, addForm({ companyName: 'Etagcorp One' }));
  await postExperience(app, alumni, addForm({ companyName: 'Etagcorp Two' }));

  function list(headers: Record<string, string> = {}, url = LIST) {
    return app.inject({ method: 'GET', url, headers: { ...reader.headers, ...headers } });
  }

  it('answers a list with a weak ETag that a revalidating client keeps', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect((await list()).headers.etag).toBe(response.headers.etag);
  });

  it('answers the same read naming its ETag with 304 and an empty body', async () => {
    const tag = (await list()).headers.etag as string;
    for (const ifNoneMatch of [tag, tag.slice(2), `W/"other", ${tag}`, '*']) {
      const repeat = await list({ 'if-none-match': ifNoneMatch });
      expect(repeat.statusCode, ifNoneMatch).toBe(304);
      expect(repeat.body).toBe('');
      expect(repeat.headers.etag).toBe(tag);
    }
    expect((await list({ 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('tags the meaning, not the encoding: a compressed answer has the same ETag', async () => {
    const plain = await list();
    const gzipped = await list({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(
      (await list({ 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('gives a changed list a new ETag, and the old one the whole new body', async () => {
    const before = await list();
    const old = before.headers.etag as string;
    await postExperience(app, alumni, addForm({ companyName: 'Etagcorp Three' }));
    const afterRequest = await list({ 'if-none-match': old });
    expect(afterRequest.statusCode).toBe(200);
    expect(afterRequest.json().map((row: { company: string }) => row.company)).toContain('Etagcorp Three');
    expect(afterRequest.headers.etag).not.toBe(old);

    const seen = afterRequest.headers.etag as string;
    await app.ctx.db.execute(
      sql`update interview_experiences set company = 'Etagcorp Renamed' where id = ${first._id}`,
    );
    await app.ctx.cache.settled();
    const afterSql = await list({ 'if-none-match': seen });
    expect(afterSql.statusCode).toBe(200);
    expect(afterSql.json().map((row: { company: string }) => row.company)).toContain('Etagcorp Renamed');
    expect(afterSql.headers.etag).not.toBe(seen);
  });

  it('gives one reader’s own marks their own ETag', async () => {
    const [row] = (await list()).json() as Array<{ _id: string }>;
    const other = await signedIn(app, 'student');
    const vote = await app.inject({
      method: 'PUT',
      url: `/api/interviews/${row!._id}/helpful`,
      headers: other.headers,
    });
    expect(vote.statusCode).toBe(200);
    const mine = await app.inject({ method: 'GET', url: LIST, headers: other.headers });
    const theirs = await list();
    expect(mine.headers.etag).not.toBe(theirs.headers.etag);
    expect((await list({ 'if-none-match': mine.headers.etag as string })).statusCode).toBe(200);
  });

  it('puts no ETag on an error, a write or a non-JSON answer', async () => {
    const missing = await list({}, '/api/interviews/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const refused = await list({}, '/api/interviews?limit=abc');
    expect(refused.statusCode).toBe(400);
    const posted = await app.inject({
      method: 'POST',
      url: '/api/alumni-features/interview-experience',
      headers: alumni.headers,
      payload: addForm({ companyName: 'Etagcorp Posted' }),
    });
    expect(posted.statusCode).toBe(201);
    const calendar = await confirmedCalendar(app);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toContain('text/calendar');
    for (const response of [missing, refused, posted, calendar]) {
      expect(response.headers.etag, response.body.slice(0, 80)).toBeUndefined();
    }
  });
});

describe('ETags of a kept answer', async () => {
  const { app } = await createTestApp();
  const readers = [await createUserWithProfile(app, 'student'), await createUserWithProfile(app, 'student')];
  const mentor = await createUserWithProfile(app, 'alumni', { firstName: 'Etagkept', lastName: 'One' });
  const read = (token: string) =>
    app.inject({ method: 'GET', url: '/api/users/alumni?q=Etagkept', headers: bearer(token) });

  it('are one for every reader of the same bytes, and change with them', async () => {
    const tags = [];
    for (const reader of readers) tags.push((await read(reader.token)).headers.etag);
    expect(tags[0]).toMatch(/^W\//);
    expect(tags[1]).toBe(tags[0]);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profile/alumni',
      headers: bearer(mentor.token),
      payload: alumniProfilePayload({ firstName: 'Etagkept', lastName: 'One', currentCompany: 'Moved Inc' }),
    });
    expect(saved.statusCode).toBe(200);
    const after = await read(readers[1]!.token);
    expect(after.headers.etag).not.toBe(tags[0]);
    expect(after.json()[0].profile.currentCompany).toBe('Moved Inc');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/users/alumni?q=Etagkept',
          headers: { ...bearer(readers[0]!.token), 'if-none-match': tags[0]! },
        })
      ).statusCode,
    ).toBe(200);
  });
});

/** A student's calendar file of a confirmed booking: a text answer, not JSON. */
async function confirmedCalendar(app: AppInstance) {
  const host = await createUserWithProfile(app, 'alumni');
  const student = await createUserWithProfile(app, 'student');
  const workshop = await createWorkshopAs(app, host.token, { title: 'Etag Calendar' });
  const booked = await bookAs(app, student.token, workshop._id);
  expect(booked.statusCode).toBe(201);
  const bookingId = booked.json().data._id as string;
  const decided = await app.inject({
    method: 'PUT',
    url: `/api/alumni-features/workshop/${workshop._id}/booking/${bookingId}`,
    headers: bearer(host.token),
    payload: { status: 'Confirmed', meetingLink: 'https://meet.example.com/etag' },
  });
  expect(decided.statusCode).toBe(200);
  return app.inject({
    method: 'GET',
    url: `/api/alumni-features/my-bookings/${bookingId}/calendar.ics`,
    headers: bearer(student.token),
  });
}
