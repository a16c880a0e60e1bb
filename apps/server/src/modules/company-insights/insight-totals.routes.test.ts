import { INSIGHT_LIMITS } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { createInsightAs, session } from '../../../test/insights';
import { createTestApp } from '../../../test/test-app';

describe('company insights: totals', async () => {
  const { app, clock } = await createTestApp();
  const alumni = await session(app, 'alumni');
  const student = await session(app, 'student');
  for (let index = 0; index < 3; index++) {
    clock.advance(1000);
    await createInsightAs(app, alumni, { company: `Totals Corp ${index}`, industry: 'Retail' });
  }
  const list = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/company-insights?${query}`,
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
    expect(await list('industry=Retail&limit=2&page=2')).toEqual({ total: '3', count: 1 });
    expect(await list('industry=Retail&limit=2&page=3')).toEqual({ total: '3', count: 0 });
    expect(await list('industry=Healthcare&q=nothing-like-this')).toEqual({ total: '0', count: 0 });
  });

  it('answers every insight without page or limit, and a page of the default size with either', async () => {
    const count = INSIGHT_LIMITS.defaultPageSize + 2;
    for (let index = 0; index < count; index++) {
      clock.advance(1000);
      await createInsightAs(app, alumni, { company: `Whole Corp ${index}`, industry: 'Manufacturing' });
    }
    const whole = await app.inject({
      method: 'GET',
      url: '/api/company-insights?industry=Manufacturing',
      headers: student.headers,
    });
    expect(whole.json().map((item: { company: string }) => item.company)).toEqual(
      Array.from({ length: count }, (_, index) => `Whole Corp ${count - 1 - index}`),
    );
    expect(whole.headers['x-total-count']).toBe(String(count));
    expect(whole.headers.link).toBeUndefined();
    expect(await list('industry=Manufacturing&page=2')).toEqual({ total: String(count), count: 2 });
    expect(await list('industry=Manufacturing&limit=5')).toEqual({ total: String(count), count: 5 });
  });

  it('treats a unit separator in q literally (the search column joins fields with it)', async () => {
    expect(await list(`q=${encodeURIComponent('Totals Corp 1')}`)).toEqual({ total: '1', count: 1 });
    // U+001F cannot match across two fields: "Corp 1<US>Retail" is not a substring match of one field.
    expect(await list(`q=${encodeURIComponent('Corp 1\u001fretail')}`)).toEqual({ total: '0', count: 0 });
  });
});
