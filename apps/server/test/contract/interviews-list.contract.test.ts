// These tests are the contract with the specification's client (part 2 sections 3 and 7): a change that breaks one is a breaking change.
import { EXPERIENCE_LIMITS } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { addForm, type Caller, postExperience, signedIn } from '../experience-fixtures';
import { createTestApp } from '../test-app';

describe('contract: interview experience list (part 2 section 7)', async () => {
  const { app, clock } = await createTestApp();
  const alumni = await signedIn(app, 'alumni', 'Contract Author');
  const student = await signedIn(app, 'student');
  const admin = await signedIn(app, 'admin');
  // More than the list's own page size, so a first page alone is not the whole list.
  const count = EXPERIENCE_LIMITS.defaultPageSize + 5;
  const posted: string[] = [];
  for (let index = 0; index < count; index++) {
    clock.advance(1000);
    const companyName = index === 0 ? 'Contractlist Acme' : `Contractlist ${index}`;
    posted.push((await postExperience(app, alumni, addForm({ companyName })))._id);
  }

  const get = (caller: Caller, url: string) => app.inject({ method: 'GET', url, headers: caller.headers });

  it('GET /interviews answers a JSON array of every experience, each with the fields the cards read', async () => {
    const response = await get(student, '/api/interviews');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(count);
    expect(response.headers['x-total-count']).toBe(String(count));
    expect(body.map((item: { _id: string }) => item._id)).toEqual([...posted].reverse());
    // Section 3, the public list: what the cards and the detail modal read.
    expect(body.at(-1)).toMatchObject({
      _id: posted[0],
      company: 'Contractlist Acme',
      outcome: 'pending',
      difficulty: null,
      rounds: 3,
      technicalQuestions: [
        {
          question: 'Reverse a linked list in place.',
          myAnswer: 'Three pointers: previous, current and next.',
          expectedAnswer: 'Iterative O(n) time, O(1) space.',
        },
      ],
      hrQuestions: [
        { question: 'Tell me about yourself.', myAnswer: 'My projects and internship.', expectedAnswer: '' },
      ],
      companyExpectations: 'Clear communication.',
      tips: 'Practise on a whiteboard.',
      helpfulCount: 0,
      createdAt: expect.any(String),
      alumni: { _id: alumni.id, name: 'Contract Author' },
    });
  });

  it('GET /interviews?company={text} answers the matching experiences as an array', async () => {
    const response = await get(student, '/api/interviews?company=contractlist%20acme');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ _id: posted[0], company: 'Contractlist Acme' }),
    ]);
  });

  it('GET /interviews loaded by the admin dashboard answers the same array', async () => {
    const response = await get(admin, '/api/interviews');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(count);
  });

  it('with page or limit answers one page, the total in X-Total-Count and the other pages in Link', async () => {
    const second = await get(student, '/api/interviews?company=Contractlist&page=2&limit=10');
    expect(second.statusCode).toBe(200);
    expect(second.json().map((item: { _id: string }) => item._id)).toEqual(
      [...posted].reverse().slice(10, 20),
    );
    expect(second.headers['x-total-count']).toBe(String(count));
    const page = (n: number) => `</api/interviews?company=Contractlist&page=${n}&limit=10>`;
    expect(second.headers.link).toBe(
      `${page(1)}; rel="first", ${page(1)}; rel="prev", ${page(3)}; rel="next", ${page(3)}; rel="last"`,
    );
    // A page alone is the list's own page size.
    const first = await get(student, '/api/interviews?page=1');
    expect(first.json()).toHaveLength(EXPERIENCE_LIMITS.defaultPageSize);
    expect(first.headers['x-total-count']).toBe(String(count));
    expect(first.headers.link).toContain('rel="next"');
    // Without page or limit, no Link: the answer is the whole list.
    expect((await get(student, '/api/interviews')).headers.link).toBeUndefined();
  });

  it.each([
    ['page=0', 'page must be a whole number'],
    ['page=1.5', 'page must be a whole number'],
    ['limit=0', 'limit must be a whole number'],
    ['limit=51', 'limit must be a whole number'],
    ['limit=ten', 'limit must be a whole number'],
  ])('answers %s with 400 and its message', async (query, message) => {
    const response = await get(student, `/api/interviews?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
