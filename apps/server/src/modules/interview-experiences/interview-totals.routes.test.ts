import { describe, expect, it } from 'vitest';
import { addForm, type Caller, postExperience, signedIn } from '../../../test/experience-fixtures';
import { createTestApp } from '../../../test/test-app';
import { interviewExperiences } from '../../db/schema/interview-experiences';
import { AUTHOR_EXPERIENCES_CAP } from './interview-experiences.repository';

describe('interview experiences: totals', async () => {
  const { app, clock } = await createTestApp();
  const alumni = await signedIn(app, 'alumni');
  const student = await signedIn(app, 'student');
  for (let index = 0; index < 3; index++) {
    clock.advance(1000);
    await postExperience(app, alumni, addForm({ companyName: `Totalsoft ${index}`, result: 'Selected' }));
  }
  const list = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/interviews?${query}`,
      headers: student.headers,
    });
    expect(response.statusCode).toBe(200);
    return { total: response.headers['x-total-count'], count: response.json().length as number };
  };

  it('counts the whole list on a full page, a partial page and past the end', async () => {
    const first = await list('limit=2');
    expect(first.count).toBe(2);
    expect(Number(first.total)).toBeGreaterThanOrEqual(3);
    expect(await list('limit=2&page=500')).toEqual({ total: first.total, count: 0 });
    expect(await list('company=Totalsoft&limit=2&page=2')).toEqual({ total: '3', count: 1 });
    expect(await list('company=Totalsoft&limit=2&page=3')).toEqual({ total: '3', count: 0 });
    expect(await list('q=Totalsoft&outcome=selected&limit=2&page=9')).toEqual({ total: '3', count: 0 });
    expect(await list('company=Nowhere-Such-Company')).toEqual({ total: '0', count: 0 });
  });
});

describe('interview experiences: the author’s own list', async () => {
  const { app } = await createTestApp();
  const author = await signedIn(app, 'alumni');
  const other = await signedIn(app, 'alumni');
  const count = AUTHOR_EXPERIENCES_CAP + 1;
  // Written straight to the table: far more than posting could make quickly.
  const rows = Array.from({ length: count }, (_, i) => ({
    alumniId: author.id,
    company: `Ownlist ${i}`,
    questions: [],
    createdAt: new Date(Date.parse('2026-01-05T09:00:00Z') + i * 1000),
  }));
  for (let at = 0; at < rows.length; at += 250) {
    await app.ctx.db.insert(interviewExperiences).values(rows.slice(at, at + 250));
  }
  await app.ctx.cache.settled();
  const mine = async (caller: Caller) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/alumni-features/my-interview-experiences',
      headers: caller.headers,
    });
    expect(response.statusCode).toBe(200);
    return { length: response.json().data.length as number, total: response.headers['x-total-count'] };
  };

  it('answers the newest up to the cap, with every one of them counted in X-Total-Count', async () => {
    expect(await mine(author)).toEqual({ length: AUTHOR_EXPERIENCES_CAP, total: String(count) });
    expect(await mine(other)).toEqual({ length: 0, total: '0' });
    await postExperience(app, other, addForm({ companyName: 'Ownlist posted' }));
    expect(await mine(other)).toEqual({ length: 1, total: '1' });
  });
});
