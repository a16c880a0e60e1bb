import { RESOURCE_MESSAGES as M, REPORT_MESSAGES } from '@mentorbridge/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishedResource, resourcePeople, uploadResource } from '../../../test/resources';
import { createTestApp } from '../../../test/test-app';
import { resourceRatings, resources } from '../../db/schema/resources';

describe('resources: ratings and reports', async () => {
  const { app } = await createTestApp();
  const { student, otherStudent, alumni, otherAlumni, admin, person } = await resourcePeople(app);
  const rate = (id: string, headers: Record<string, string>, rating: unknown) =>
    app.inject({ method: 'POST', url: `/api/resources/${id}/rate`, headers, payload: { rating } });
  const report = (
    id: string,
    headers: Record<string, string>,
    payload: Record<string, unknown> = { reason: 'Other' },
  ) => app.inject({ method: 'POST', url: `/api/resources/${id}/report`, headers, payload });
  const totals = async (id: string) => {
    const [row] = await app.ctx.db
      .select({ sum: resources.ratingSum, count: resources.totalRatings, average: resources.averageRating })
      .from(resources)
      .where(eq(resources.id, id));
    return row!;
  };

  it('rates a published resource, replaces the rating on re-rating, and answers the resource', async () => {
    const resource = await publishedResource(app, alumni.headers, admin.headers);
    const first = await rate(resource._id, student.headers, 4);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Thank you for rating this resource 4 stars!',
      data: { _id: resource._id, averageRating: 4, totalRatings: 1, myRating: 4 },
    });
    expect((await rate(resource._id, otherStudent.headers, 5)).json().data).toMatchObject({
      averageRating: 4.5,
      totalRatings: 2,
      myRating: 5,
    });
    const again = await rate(resource._id, student.headers, 1);
    expect(again.json()).toMatchObject({
      message: M.rated(1),
      data: { averageRating: 3, totalRatings: 2, myRating: 1 },
    });
    expect(await totals(resource._id)).toEqual({ sum: 6, count: 2, average: 3 });
    expect((await rate(resource._id, admin.headers, 2)).json().data).toMatchObject({
      averageRating: 2.7,
      totalRatings: 3,
    });
  });

  it.each([0, 6, 3.5, 'five', null])('refuses the rating %j', async (rating) => {
    const resource = await publishedResource(app, alumni.headers, admin.headers);
    const response = await rate(resource._id, student.headers, rating);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.ratingRange);
    expect(await totals(resource._id)).toMatchObject({ count: 0 });
  });

  it('refuses rating one’s own resource', async () => {
    const resource = await publishedResource(app, alumni.headers, admin.headers);
    const response = await rate(resource._id, alumni.headers, 5);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: M.cannotRateOwn, code: 'VALIDATION_ERROR' });
    const adminOwn = await publishedResource(app, admin.headers, admin.headers);
    expect((await rate(adminOwn._id, admin.headers, 5)).json().message).toBe(M.cannotRateOwn);
  });

  it('hides pending resources from students (404) and tells those who see them only published ones count', async () => {
    const pending = await uploadResource(app, alumni.headers);
    const hidden = await rate(pending._id, student.headers, 5);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: M.notFound, code: 'NOT_FOUND' });
    expect((await rate(pending._id, otherAlumni.headers, 5)).statusCode).toBe(404);
    const byAdmin = await rate(pending._id, admin.headers, 5);
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json().message).toBe(M.notPublished);
    expect((await rate(pending._id, alumni.headers, 5)).json().message).toBe(M.notPublished);
    expect(await totals(pending._id)).toMatchObject({ count: 0 });
    expect((await rate('00000000-0000-4000-8000-000000000000', student.headers, 5)).statusCode).toBe(404);
  });

  it('keeps the sum, count and average exact under concurrent ratings and re-ratings', async () => {
    const resource = await publishedResource(app, alumni.headers, admin.headers);
    const raters = await Promise.all(Array.from({ length: 8 }, () => person('student')));
    // Each rater rates three times at once (5, 3, then 1, in any order); one rating each survives.
    const responses = await Promise.all(
      raters.flatMap((rater) => [5, 3, 1].map((rating) => rate(resource._id, rater.headers, rating))),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const kept = await app.ctx.db
      .select({ rating: resourceRatings.rating })
      .from(resourceRatings)
      .where(eq(resourceRatings.resourceId, resource._id));
    expect(kept).toHaveLength(8);
    const sum = kept.reduce((total, row) => total + row.rating, 0);
    expect(await totals(resource._id)).toEqual({ sum, count: 8, average: Math.round((sum / 8) * 100) / 100 });
  });

  it('files a report on a resource the caller can see, once, never on their own', async () => {
    const resource = await publishedResource(app, alumni.headers, admin.headers);
    const first = await report(resource._id, student.headers, {
      reason: 'Copied from elsewhere',
      details: 'x',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: REPORT_MESSAGES.sent });
    const twice = await report(resource._id, student.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REPORT_MESSAGES.duplicate);
    const own = await report(resource._id, alumni.headers);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_MESSAGES.own);
    expect((await report(resource._id, student.headers, {})).json().message).toBe(
      REPORT_MESSAGES.reasonRequired,
    );

    const pending = await uploadResource(app, alumni.headers);
    expect((await report(pending._id, student.headers)).statusCode).toBe(404);
    expect((await report(pending._id, otherAlumni.headers)).statusCode).toBe(404);
    expect((await report(pending._id, admin.headers)).statusCode).toBe(201);
  });
});
