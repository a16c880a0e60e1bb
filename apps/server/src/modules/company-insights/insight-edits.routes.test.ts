import { INSIGHT_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { createInsightAs, insightPayload, session } from '../../../test/insights';
import { createTestApp } from '../../../test/test-app';

const URL = '/api/company-insights';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('company insights: edit and delete', async () => {
  const { app, clock } = await createTestApp();
  const alumni = await session(app, 'alumni', 'Insight Author');
  const other = await session(app, 'alumni');
  const student = await session(app, 'student');
  const admin = await session(app, 'admin', 'Site Admin');
  const put = (id: string, payload: unknown, headers: object = alumni.headers) =>
    app.inject({
      method: 'PUT',
      url: `${URL}/${id}`,
      headers: headers as Record<string, string>,
      payload: payload as object,
    });
  const del = (id: string, headers: object = alumni.headers) =>
    app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: headers as Record<string, string> });
  const get = (id: string, headers: object = alumni.headers) =>
    app.inject({ method: 'GET', url: `${URL}/${id}`, headers: headers as Record<string, string> });

  describe('edit', () => {
    it('lets the creator edit and answers the updated insight', async () => {
      const insight = await createInsightAs(app, alumni);
      clock.advance(60_000);
      const response = await put(insight._id, insightPayload({ company: 'Acme Robotics India', tips: '' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: M.updated,
        data: { _id: insight._id, company: 'Acme Robotics India', tips: '', creator: { _id: alumni.id } },
      });
      expect(response.json().data.updatedAt).not.toBe(insight.updatedAt);
      expect(response.json().data.createdAt).toBe(insight.createdAt);
    });

    it('lets an admin edit anyone’s insight; others get 403 and unknown ids 404', async () => {
      const insight = await createInsightAs(app, alumni);
      const byAdmin = await put(insight._id, insightPayload({ company: 'Moderated' }), admin.headers);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().data).toMatchObject({ company: 'Moderated', creator: { _id: alumni.id } });
      for (const caller of [other, student]) {
        const refused = await put(insight._id, insightPayload(), caller.headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(M.notAuthorised);
      }
      for (const id of [UNKNOWN, 'nope']) {
        const missing = await put(id, insightPayload());
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe(M.notFound);
      }
      expect((await get(insight._id)).json().company).toBe('Moderated');
    });

    it.each([
      [{ company: '' }, M.companyRequired],
      [{ industry: 'Farming' }, 'Invalid option: expected one of'],
      [{ recruitmentPattern: '' }, M.patternRequired],
      [{ rolesOffered: '' }, M.rolesRequired],
      [{ salaryRange: { max: 10, currency: 'INR' } }, M.salaryMinRequired],
      [{ salaryRange: { min: 10, currency: 'INR' } }, M.salaryMaxRequired],
      [{ salaryRange: { min: 10, max: 20, currency: '' } }, M.currencyRequired],
      [{ salaryRange: { min: 30, max: 20, currency: 'USD' } }, M.salaryOrder],
      [{ workCulture: ' ' }, M.workCultureRequired],
      [{ hiringProcess: { rounds: 0, duration: 'x', description: 'y' } }, M.roundsRequired],
      [{ hiringProcess: { duration: 'x', description: 'y' } }, M.roundsRequired],
      [{ hiringProcess: { rounds: 2, duration: '', description: 'y' } }, M.durationRequired],
      [{ hiringProcess: { rounds: 2, duration: 'x', description: '' } }, M.processRequired],
      [{ expectations: { technical: [], behavioral: ['a'], educational: 'b' } }, M.technicalRequired],
      [{ expectations: { technical: 'a', behavioral: ' , ', educational: 'b' } }, M.behavioralRequired],
      [{ expectations: { technical: 'a', behavioral: 'b', educational: '' } }, M.educationalRequired],
      [{ logo: 'XYZ' }, M.logoMax],
    ])('refuses %o with “%s”', async (patch, message) => {
      const insight = await createInsightAs(app, alumni);
      const response = await put(insight._id, insightPayload(patch));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('names the whole required list when the form is empty', async () => {
      const insight = await createInsightAs(app, alumni);
      const response = await put(insight._id, {});
      expect(response.statusCode).toBe(400);
      const messages = response.json().errors.map((error: { message: string }) => error.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          M.companyRequired,
          M.industryRequired,
          M.patternRequired,
          M.rolesRequired,
          M.salaryMinRequired,
          M.salaryMaxRequired,
          M.currencyRequired,
          M.workCultureRequired,
          M.roundsRequired,
          M.durationRequired,
          M.processRequired,
          M.technicalRequired,
          M.behavioralRequired,
          M.educationalRequired,
        ]),
      );
    });

    it('keeps the creator, ratings and averages whatever the body says', async () => {
      const insight = await createInsightAs(app, alumni);
      await app.inject({
        method: 'POST',
        url: `${URL}/${insight._id}/rate`,
        headers: student.headers,
        payload: { rating: 4, comment: 'Solid' },
      });
      const response = await put(
        insight._id,
        insightPayload({
          creator: { _id: other.id },
          creatorId: other.id,
          ratings: [],
          averageRating: 1,
          totalRatings: 99,
          helpfulCount: 7,
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        creator: { _id: alumni.id },
        averageRating: 4,
        totalRatings: 1,
        ratings: [{ user: student.id, rating: 4, comment: 'Solid' }],
        canEdit: true,
      });
      // The real creator still edits; the named one still cannot.
      expect((await put(insight._id, insightPayload(), other.headers)).statusCode).toBe(403);
    });
  });

  describe('delete', () => {
    it('lets only the creator or an admin delete; unknown ids 404', async () => {
      const insight = await createInsightAs(app, alumni);
      for (const caller of [other, student]) {
        const refused = await del(insight._id, caller.headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(M.notAuthorised);
      }
      for (const id of [UNKNOWN, 'nope']) expect((await del(id)).statusCode).toBe(404);
      const deleted = await del(insight._id);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true, message: M.deleted });
      expect((await get(insight._id)).statusCode).toBe(404);
      expect((await del(insight._id)).statusCode).toBe(404);

      const another = await createInsightAs(app, other);
      expect((await del(another._id, admin.headers)).statusCode).toBe(200);
      expect((await get(another._id)).statusCode).toBe(404);
    });
  });
});
