import { describe, expect, it } from 'vitest';
import { type Caller, signedIn } from '../../../test/experience-fixtures';
import { createTestApp } from '../../../test/test-app';
import { mentorshipRequests } from '../../db/schema/mentorship';
import { ALUMNI_REQUESTS_CAP } from './mentorship.repository';

describe('mentorship request lists: true totals', async () => {
  const { app } = await createTestApp();
  const alumni = await signedIn(app, 'alumni');
  const persistent = await signedIn(app, 'student');
  const accepted = await signedIn(app, 'student');
  const newcomer = await signedIn(app, 'student');
  const request = (studentId: string, status: 'rejected' | 'accepted', i: number) => ({
    studentId,
    alumniId: alumni.id,
    requestType: 'Career Guidance',
    message: `Request ${i}`,
    status,
    createdAt: new Date(Date.parse('2026-01-05T09:00:00Z') + i * 1000),
  });
  // Written straight to the table: only one request per pair may be pending, answered ones may repeat.
  const rejected = ALUMNI_REQUESTS_CAP + 1;
  const rows = Array.from({ length: rejected }, (_, i) => request(persistent.id, 'rejected', i));
  for (let at = 0; at < rows.length; at += 250) {
    await app.ctx.db.insert(mentorshipRequests).values(rows.slice(at, at + 250));
  }
  await app.ctx.db
    .insert(mentorshipRequests)
    .values([request(accepted.id, 'accepted', rejected), request(accepted.id, 'accepted', rejected + 1)]);

  const list = async (url: string, caller: Caller) => {
    const response = await app.inject({ method: 'GET', url, headers: caller.headers });
    expect(response.statusCode, url).toBe(200);
    return { length: (response.json() as unknown[]).length, total: response.headers['x-total-count'] };
  };

  it('counts an alumni’s requests past the cap, with or without a status', async () => {
    expect(await list('/api/mentorship-requests/alumni', alumni)).toEqual({
      length: ALUMNI_REQUESTS_CAP,
      total: String(rejected + 2),
    });
    expect(await list('/api/mentorship-requests/alumni?status=rejected', alumni)).toEqual({
      length: ALUMNI_REQUESTS_CAP,
      total: String(rejected),
    });
    expect(await list('/api/mentorship-requests/alumni?status=accepted', alumni)).toEqual({
      length: 2,
      total: '2',
    });
    expect(await list('/api/mentorship-requests/alumni?status=pending', alumni)).toEqual({
      length: 0,
      total: '0',
    });
  });

  it('gives a student every own request and their number', async () => {
    expect(await list('/api/mentorship-requests/student', persistent)).toEqual({
      length: rejected,
      total: String(rejected),
    });
    expect(await list('/api/mentorship-requests/student', accepted)).toEqual({ length: 2, total: '2' });
    expect(await list('/api/mentorship-requests/student', newcomer)).toEqual({ length: 0, total: '0' });
  });
});
