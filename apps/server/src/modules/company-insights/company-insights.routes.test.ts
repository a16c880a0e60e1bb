import { AUTH_MESSAGES, INSIGHT_MESSAGES as M } from '@mentorbridge/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInsightAs, insightPayload, session } from '../../../test/insights';
import { createTestApp } from '../../../test/test-app';
import { users } from '../../db/schema/users';

const URL = '/api/company-insights';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('company insights: create and read', async () => {
  const { app } = await createTestApp();
  const alumni = await session(app, 'alumni', 'Insight Author');
  const other = await session(app, 'alumni');
  const student = await session(app, 'student');
  const admin = await session(app, 'admin', 'Site Admin');
  const post = (payload: unknown, headers: object = alumni.headers) =>
    app.inject({
      method: 'POST',
      url: URL,
      headers: headers as Record<string, string>,
      payload: payload as object,
    });
  const get = (id: string, headers: object = alumni.headers) =>
    app.inject({ method: 'GET', url: `${URL}/${id}`, headers: headers as Record<string, string> });

  describe('create', () => {
    it('adds an insight with every section and answers it with 201', async () => {
      const response = await post(insightPayload());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        success: true,
        message: M.created,
        data: {
          company: 'Acme Robotics',
          logo: '🤖',
          industry: 'Technology',
          location: 'Pune',
          companySize: 'Medium',
          recruitmentPattern: 'Campus drive every August',
          rolesOffered: ['Software Engineer', 'QA Engineer'],
          hiringProcess: { rounds: 3, duration: '2 weeks', description: 'Test, technical, HR' },
          salaryRange: { min: 600_000, max: 1_200_000, currency: 'INR' },
          workCulture: 'Friendly and fast',
          benefits: ['Health insurance'],
          tips: 'Know your project',
          expectations: {
            technical: ['DSA', 'SQL'],
            behavioral: ['Team work'],
            educational: 'B.Tech in any branch',
          },
          averageRating: 0,
          totalRatings: 0,
          ratings: [],
          myRating: null,
          creator: { _id: alumni.id, name: 'Insight Author' },
          canEdit: true,
        },
      });
      const { _id } = response.json().data;
      const read = await get(_id, student.headers);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ _id, company: 'Acme Robotics', canEdit: false });
    });

    it('lets an admin add one too, and refuses students with the Access Denied sentence', async () => {
      expect((await post(insightPayload(), admin.headers)).statusCode).toBe(201);
      const refused = await post(insightPayload(), student.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.createDenied);
      const anonymous = await app.inject({ method: 'POST', url: URL, payload: insightPayload() });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(AUTH_MESSAGES.signInRequired);
    });

    it('needs only the four required fields and applies the defaults', async () => {
      const response = await post({
        company: 'Tiny Co',
        industry: 'Retail',
        recruitmentPattern: 'Referrals',
        rolesOffered: 'Cashier',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        logo: '🏢',
        companySize: 'Medium',
        location: '',
        rolesOffered: ['Cashier'],
        hiringProcess: { rounds: 0, duration: '', description: '' },
        salaryRange: { min: 0, max: 0, currency: 'USD' },
        benefits: [],
        tips: '',
        expectations: { technical: [], behavioral: [], educational: '' },
      });
    });

    it('names all four missing required fields, company first', async () => {
      const response = await post({});
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(M.companyRequired);
      expect(response.json().errors).toEqual(
        expect.arrayContaining([
          { path: 'company', message: M.companyRequired },
          { path: 'industry', message: M.industryRequired },
          { path: 'recruitmentPattern', message: M.patternRequired },
          { path: 'rolesOffered', message: M.rolesRequired },
        ]),
      );
    });

    it.each([
      [{ company: '   ' }, M.companyRequired],
      [{ industry: '' }, M.industryRequired],
      [{ recruitmentPattern: ' ' }, M.patternRequired],
      [{ rolesOffered: [] }, M.rolesRequired],
      [{ rolesOffered: ' , ,' }, M.rolesRequired],
      [{ logo: 'abc' }, M.logoMax],
      [{ logo: '🏢🏢🏢' }, M.logoMax],
      [{ salaryRange: { min: 10, max: 5, currency: 'INR' } }, M.salaryOrder],
      [{ salaryRange: { min: 10, max: 20, currency: 'JPY' } }, M.currencyRequired],
      [{ hiringProcess: { rounds: 2.5, duration: 'x', description: 'y' } }, 'Must be a whole number'],
      [{ hiringProcess: { rounds: 'three', duration: 'x', description: 'y' } }, 'Must be a whole number'],
      [{ salaryRange: { min: '12.5', max: 20, currency: 'INR' } }, 'Must be a whole number'],
      [{ salaryRange: { min: -1, max: 20, currency: 'INR' } }, 'Must not be negative'],
    ])('refuses %o with “%s”', async (patch, message) => {
      const response = await post(insightPayload(patch));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('takes list fields as comma text or lists, and whole numbers as digits', async () => {
      const response = await post(
        insightPayload({
          logo: '🇮🇳',
          rolesOffered: ' SDE 1, SDE 2 ,, ',
          benefits: [' Gym ', '', 'Meals'],
          hiringProcess: { rounds: '4', duration: '3 weeks', description: 'Loop' },
          salaryRange: { min: '1200000', max: '', currency: 'GBP' },
          expectations: { technical: 'Graphs, DP', behavioral: ['Ownership'], educational: 'Any' },
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        logo: '🇮🇳',
        rolesOffered: ['SDE 1', 'SDE 2'],
        benefits: ['Gym', 'Meals'],
        hiringProcess: { rounds: 4 },
        salaryRange: { min: 1_200_000, max: 0, currency: 'GBP' },
        expectations: { technical: ['Graphs', 'DP'], behavioral: ['Ownership'] },
      });
    });

    it('never takes the creator, ratings or averages from the body', async () => {
      const response = await post(
        insightPayload({
          _id: UNKNOWN,
          creator: { _id: other.id, name: 'Someone else' },
          creatorId: other.id,
          ratings: [{ user: other.id, rating: 5, comment: 'self-praise' }],
          averageRating: 4.9,
          totalRatings: 100,
          helpfulCount: 50,
        }),
      );
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data._id).not.toBe(UNKNOWN);
      expect(data).toMatchObject({
        creator: { _id: alumni.id },
        ratings: [],
        averageRating: 0,
        totalRatings: 0,
      });
      expect(data).not.toHaveProperty('helpfulCount');
      expect((await get(data._id)).json()).toMatchObject({
        creator: { _id: alumni.id },
        ratings: [],
        totalRatings: 0,
      });
    });
  });

  describe('read', () => {
    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of [UNKNOWN, 'not-a-uuid', '1']) {
        const response = await get(id);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(M.notFound);
      }
      expect((await app.inject({ method: 'GET', url: `${URL}/${UNKNOWN}` })).statusCode).toBe(401);
    });

    it('shows a deleted creator as null and keeps the insight', async () => {
      const leaving = await session(app, 'alumni');
      const insight = await createInsightAs(app, leaving, { company: 'Orphaned Inc' });
      await app.ctx.db.delete(users).where(eq(users.id, leaving.id));
      const response = await get(insight._id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ company: 'Orphaned Inc', creator: null, canEdit: false });
      expect((await get(insight._id, admin.headers)).json().canEdit).toBe(true);
    });
  });
});
