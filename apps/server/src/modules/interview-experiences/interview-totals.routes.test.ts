import { describe, expect, it } from 'vitest';
import { addForm, postExperience, signedIn } from '../../../test/experience-fixtures';
import { createTestApp } from '../../../test/test-app';

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
