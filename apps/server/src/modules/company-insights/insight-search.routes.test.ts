import { randomBytes } from 'node:crypto';
import { type CompanyInsight, INSIGHT_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { createInsightAs, session } from '../../../test/insights';
import { createTestApp } from '../../../test/test-app';

describe('company insights: search, filters, sort and pages', async () => {
  const { app, clock } = await createTestApp();
  const alumni = await session(app, 'alumni', 'List Author');
  const other = await session(app, 'alumni');
  const admin = await session(app, 'admin');
  const student = await session(app, 'student');
  const raters = await Promise.all(Array.from({ length: 4 }, () => session(app, 'student')));

  /** A word no other test's insight contains, so each test sees only its own rows. */
  const token = () => `tok${randomBytes(4).toString('hex')}`;
  const list = (query: Record<string, string | number>, headers: object = student.headers) =>
    app.inject({
      method: 'GET',
      url: '/api/company-insights',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: headers as Record<string, string>,
    });
  const companies = async (query: Record<string, string | number>) => {
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    return (response.json() as CompanyInsight[]).map((insight) => insight.company);
  };
  const create = async (overrides: Record<string, unknown>, author = alumni) => {
    clock.advance(1000);
    return createInsightAs(app, author, overrides);
  };
  const rate = (id: string, rater: { headers: object }, rating: number) =>
    app.inject({
      method: 'POST',
      url: `/api/company-insights/${id}/rate`,
      headers: rater.headers as Record<string, string>,
      payload: { rating },
    });

  it('searches company, industry, location and roles, case-insensitively, and nothing else', async () => {
    const t = token();
    await create({ company: `${t} Byte Forge`, location: 'Kochi' });
    await create({ company: `Nimbus ${t}`, location: 'Mumbai', rolesOffered: ['Data Analyst'] });
    await create({ company: 'Quiet Co', location: `Remote ${t}`, tips: 'unrelated' });
    await create({
      company: 'Role Co',
      location: 'Delhi',
      rolesOffered: [`Engineer ${t.toUpperCase()}`, 'Data Analyst'],
    });
    await create({ company: 'Tips Co', tips: `Mention ${t}`, workCulture: t, recruitmentPattern: t });
    expect((await companies({ q: t })).sort()).toEqual(
      [`${t} Byte Forge`, `Nimbus ${t}`, 'Quiet Co', 'Role Co'].sort(),
    );
    expect(await companies({ q: `${t.toUpperCase()} byte` })).toEqual([`${t} Byte Forge`]);
    expect(await companies({ q: `  ${t} byte  ` })).toEqual([`${t} Byte Forge`]);
    // A role matches on its own, never across two roles of one insight.
    expect(await companies({ q: `${t} Data` })).toEqual([]);
    const media = await create({ company: `${t} Studio`, industry: 'Entertainment' });
    const byIndustry = (await list({ q: 'ENTERTAINM', limit: 50 })).json() as CompanyInsight[];
    expect(byIndustry.map((item) => item._id)).toContain(media._id);
    expect(byIndustry.every((item) => item.industry === 'Entertainment')).toBe(true);
  });

  it('treats %, _, backslashes, quotes and regex characters literally', async () => {
    const t = token();
    const names = {
      percent: `${t} 100% Pure`,
      percentLookalike: `${t} 100X Pure`,
      underscore: `${t} a_b`,
      underscoreLookalike: `${t} axb`,
      backslash: `${t} back\\slash`,
      quotes: `${t} O'Brien "Co"`,
      regex: `${t} (re|gex).*+?[x]{2}^$`,
      regexLookalike: `${t} re`,
    };
    for (const company of Object.values(names)) await create({ company });
    expect(await companies({ q: `${t} 100%` })).toEqual([names.percent]);
    expect(await companies({ q: `${t} a_b` })).toEqual([names.underscore]);
    expect(await companies({ q: `${t} back\\` })).toEqual([names.backslash]);
    expect(await companies({ q: `O'Brien "Co"` })).toEqual([names.quotes]);
    expect(await companies({ q: `'; drop table company_insights; --` })).toEqual([]);
    expect(await companies({ q: `(re|gex).*+?[x]{2}^$` })).toEqual([names.regex]);
    expect(await companies({ q: `${t} .*` })).toEqual([]);
    for (const char of ['%', '_', '\\']) {
      const found = await companies({ q: char, limit: 50 });
      expect(found.length).toBeGreaterThan(0);
      for (const company of found) expect(company).toContain(char);
    }
  });

  it('refuses a search longer than 200 characters with 400, quickly', async () => {
    const started = Date.now();
    const response = await list({ q: 'a'.repeat(5000) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.searchTooLong);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await list({ q: 'a'.repeat(201) })).statusCode).toBe(400);
    expect((await list({ q: `${'%'.repeat(200)}` })).statusCode).toBe(200);
  });

  it('filters by industry and size, with or without a search', async () => {
    const t = token();
    await create({ company: `${t} Bank`, industry: 'Finance', companySize: 'Large' });
    await create({ company: `${t} Clinic`, industry: 'Healthcare', companySize: 'Small' });
    await create({ company: `${t} Lender`, industry: 'Finance', companySize: 'Small' });
    expect((await companies({ q: t, industry: 'Finance' })).sort()).toEqual([`${t} Bank`, `${t} Lender`]);
    expect((await companies({ q: t, size: 'Small' })).sort()).toEqual([`${t} Clinic`, `${t} Lender`]);
    expect(await companies({ q: t, industry: 'Finance', size: 'Small' })).toEqual([`${t} Lender`]);
    const everyFinance = await list({ industry: 'Finance', limit: 50 });
    expect((everyFinance.json() as CompanyInsight[]).every((item) => item.industry === 'Finance')).toBe(true);
    expect(Number(everyFinance.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(await companies({ q: t, industry: '', size: '' })).toHaveLength(3);
    expect((await list({ industry: 'Farming' })).statusCode).toBe(400);
    expect((await list({ size: 'Huge' })).statusCode).toBe(400);
  });

  it('sorts by recent, rating, reviews and salary, newest first on ties', async () => {
    const t = token();
    const low = await create({ company: `${t} low`, salaryRange: { min: 1, max: 100, currency: 'USD' } });
    const high = await create({ company: `${t} high`, salaryRange: { min: 1, max: 900, currency: 'INR' } });
    const mid = await create({ company: `${t} mid`, salaryRange: { min: 1, max: 500, currency: 'USD' } });
    await create({ company: `${t} tie`, salaryRange: { min: 1, max: 500, currency: 'USD' } });
    // low: 5, 5 (avg 5, 2 reviews); high: 5 (avg 5, 1 review); mid: 2, 3, 4 (avg 3, 3 reviews); tie: none.
    for (const [insight, ratings] of [
      [low, [5, 5]],
      [high, [5]],
      [mid, [2, 3, 4]],
    ] as const) {
      for (const [index, rating] of ratings.entries())
        expect((await rate(insight._id, raters[index]!, rating)).statusCode).toBe(200);
    }
    const names = (list: string[]) => list.map((name) => name.replace(`${t} `, ''));
    expect(names(await companies({ q: t }))).toEqual(['tie', 'mid', 'high', 'low']);
    expect(names(await companies({ q: t, sort: 'recent' }))).toEqual(['tie', 'mid', 'high', 'low']);
    expect(names(await companies({ q: t, sort: 'rating' }))).toEqual(['low', 'high', 'mid', 'tie']);
    expect(names(await companies({ q: t, sort: 'reviews' }))).toEqual(['mid', 'low', 'high', 'tie']);
    expect(names(await companies({ q: t, sort: 'salary' }))).toEqual(['high', 'tie', 'mid', 'low']);
    expect((await list({ sort: 'popular' })).statusCode).toBe(400);
  });

  it('pages with X-Total-Count and Link, and answers list items with no ratings but my own', async () => {
    const t = token();
    const made: CompanyInsight[] = [];
    for (let index = 0; index < 5; index++) made.push(await create({ company: `${t} ${index}` }));
    const byOther = await create({ company: `${t} other`, rolesOffered: ['A', 'B', 'C', 'D'] }, other);
    expect((await rate(byOther._id, student, 4)).statusCode).toBe(200);

    const pages = [];
    const links = [];
    for (const page of [1, 2, 3]) {
      const response = await list({ q: t, limit: 2, page });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('6');
      links.push(response.headers.link);
      pages.push((response.json() as CompanyInsight[]).map((item) => item.company));
    }
    expect(pages).toEqual([
      [`${t} other`, `${t} 4`],
      [`${t} 3`, `${t} 2`],
      [`${t} 1`, `${t} 0`],
    ]);
    const at = (page: number, rel: string) =>
      `</api/company-insights?q=${t}&limit=2&page=${page}>; rel="${rel}"`;
    expect(links[1]).toBe([at(1, 'first'), at(1, 'prev'), at(3, 'next'), at(3, 'last')].join(', '));
    const beyond = await list({ q: t, limit: 2, page: 9 });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('6');

    const [first] = (await list({ q: `${t} other` })).json() as CompanyInsight[];
    expect(first).toMatchObject({
      _id: byOther._id,
      ratings: [{ user: student.id, userName: student.name, rating: 4, comment: '' }],
      myRating: { rating: 4, comment: '' },
      averageRating: 4,
      totalRatings: 1,
      rolesOffered: ['A', 'B', 'C', 'D'],
      creator: { _id: other.id },
      canEdit: false,
    });
    const asAuthor = (await list({ q: `${t} other` }, other.headers)).json()[0];
    expect(asAuthor).toMatchObject({ ratings: [], myRating: null, canEdit: true });
    expect((await list({ q: `${t} other` }, admin.headers)).json()[0].canEdit).toBe(true);
    expect((await list({ q: `${t} 0` }, alumni.headers)).json()[0]).toMatchObject({
      canEdit: true,
      creator: { _id: alumni.id, name: 'List Author' },
    });
  });

  it('validates the paging parameters and needs a session', async () => {
    for (const [query, message] of [
      [{ limit: 51 }, 'limit must be a whole number'],
      [{ limit: 0 }, 'limit must be a whole number'],
      [{ page: 0 }, 'page must be a whole number'],
      [{ page: 'two' }, 'page must be a whole number'],
      [{ page: 1.5, limit: 10 }, 'page must be a whole number'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await list({ limit: 50 })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/company-insights' })).statusCode).toBe(401);
  });
});
