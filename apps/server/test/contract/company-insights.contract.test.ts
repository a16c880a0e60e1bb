// These tests are the contract with the specification's client (part 2 sections 3 and 7): a change that breaks one is a breaking change.
import { INSIGHT_LIMITS } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { createInsightAs, insightPayload, session } from '../insights';
import { createTestApp } from '../test-app';

const URL = '/api/company-insights';

/** Section 3's company insight, as `insightPayload` fills it: what the cards, the modals and the edit form read. */
const sectionThree = (overrides: Record<string, unknown> = {}) => ({
  _id: expect.any(String),
  ...insightPayload(),
  averageRating: 0,
  totalRatings: 0,
  ratings: [],
  creator: { _id: expect.any(String) },
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  ...overrides,
});

describe('contract: company insights (part 2 section 7)', async () => {
  const { app, clock } = await createTestApp();
  const alumni = await session(app, 'alumni', 'Contract Author');
  const student = await session(app, 'student', 'Contract Student');
  // More than the list's own page size, so a first page alone is not the whole list.
  const count = INSIGHT_LIMITS.defaultPageSize + 3;
  const made: string[] = [];
  for (let index = 0; index < count; index++) {
    clock.advance(1000);
    made.push((await createInsightAs(app, alumni, { company: `Contract ${index}` }))._id);
  }

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, caller = student) =>
    app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });

  it('GET /company-insights answers a JSON array of every insight, each with its section-3 fields', async () => {
    const response = await call('GET', URL);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    // Newest first, and all of them: more than one page of the list's own page size.
    expect(body.map((item: { _id: string }) => item._id)).toEqual([...made].reverse());
    expect(response.headers['x-total-count']).toBe(String(count));
    expect(body.find((item: { _id: string }) => item._id === made[0])).toMatchObject(
      sectionThree({ _id: made[0], company: 'Contract 0', creator: { _id: alumni.id } }),
    );
  });

  it('GET /company-insights/{id} answers the insight itself, creator._id included', async () => {
    const response = await call('GET', `${URL}/${made[1]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(
      sectionThree({ _id: made[1], company: 'Contract 1', creator: { _id: alumni.id } }),
    );
  });

  it('POST /company-insights takes the entity as payload and stores it', async () => {
    const response = await call('POST', URL, insightPayload({ company: 'Contract Created' }), alumni);
    expect(response.statusCode).toBe(201);
    const { _id } = response.json().data;
    expect((await call('GET', `${URL}/${_id}`)).json()).toMatchObject(
      sectionThree({ _id, company: 'Contract Created', creator: { _id: alumni.id } }),
    );
  });

  it('PUT /company-insights/{id} takes the insight fields and stores them', async () => {
    const fields = insightPayload({ company: 'Contract Edited', tips: 'Read the docs' });
    const response = await call('PUT', `${URL}/${made[2]}`, fields, alumni);
    expect(response.statusCode).toBe(200);
    expect((await call('GET', `${URL}/${made[2]}`)).json()).toMatchObject(
      sectionThree({ _id: made[2], company: 'Contract Edited', tips: 'Read the docs' }),
    );
  });

  it('DELETE /company-insights/{id} removes it from the list', async () => {
    const response = await call('DELETE', `${URL}/${made[3]}`, undefined, alumni);
    expect(response.statusCode).toBe(200);
    expect((await call('GET', `${URL}/${made[3]}`)).statusCode).toBe(404);
    const ids = (await call('GET', URL)).json().map((item: { _id: string }) => item._id);
    expect(ids).not.toContain(made[3]);
  });

  it('POST /company-insights/{id}/rate {rating, comment} returns the updated insight, my rating in ratings', async () => {
    const response = await call('POST', `${URL}/${made[4]}/rate`, { rating: 4, comment: 'Fair process' });
    expect(response.statusCode).toBe(200);
    const own = { user: student.id, rating: 4, comment: 'Fair process' };
    expect(response.json()).toMatchObject(
      sectionThree({
        _id: made[4],
        company: 'Contract 4',
        averageRating: 4,
        totalRatings: 1,
        ratings: [expect.objectContaining(own)],
      }),
    );
    // The rating dialog opened again from a card or the detail pre-fills from the caller's own entry.
    const listed = (await call('GET', URL)).json().find((item: { _id: string }) => item._id === made[4]);
    expect(listed.ratings).toEqual([expect.objectContaining(own)]);
    const detail = (await call('GET', `${URL}/${made[4]}`)).json();
    expect(detail.ratings).toContainEqual(expect.objectContaining(own));
  });
});
