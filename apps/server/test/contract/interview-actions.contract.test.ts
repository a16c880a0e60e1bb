/*
 * The contract with the specification's web client: each test sends one call of part 2 section 7 exactly as
 * it is written there and asserts every field the client reads (section 7's "Reads", section 3's fields).
 * A change that breaks one of these tests is a breaking change, whatever the route's own tests say.
 */
import { describe, expect, it } from 'vitest';
import { addForm, type Caller, postExperience, signedIn } from '../experience-fixtures';
import { createTestApp } from '../test-app';

describe('contract: interview experience actions (part 2 section 7)', async () => {
  const { app } = await createTestApp();
  const alumni = await signedIn(app, 'alumni', 'Contract Author');
  const otherAlumni = await signedIn(app, 'alumni');
  const student = await signedIn(app, 'student');
  const admin = await signedIn(app, 'admin');
  const kept = await postExperience(app, alumni, addForm({ companyName: 'Contract Kept' }));
  const doomed = await postExperience(app, alumni, addForm({ companyName: 'Contract Doomed' }));

  const get = (caller: Caller, url: string) => app.inject({ method: 'GET', url, headers: caller.headers });
  const listed = async (caller: Caller) => {
    const response = await get(caller, '/api/interviews');
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{ _id: string; helpfulCount: number }>;
  };
  const mine = async () => {
    const response = await get(alumni, '/api/alumni-features/my-interview-experiences');
    expect(response.statusCode).toBe(200);
    return response.json().data as Array<{ _id: string; helpfulCount: number }>;
  };

  it('DELETE /alumni-features/interview-experience/{id} answers success and the experience is gone', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/alumni-features/interview-experience/${doomed._id}`,
      headers: alumni.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect((await mine()).map((item) => item._id)).toEqual([kept._id]);
    expect((await listed(student)).map((item) => item._id)).toEqual([kept._id]);
  });

  it('PUT /interviews/{id}/helpful with an empty body counts the vote on the cards, once per user', async () => {
    // The client sends no body at all; a JSON client may send an empty object. Both are an empty payload.
    const bare = await app.inject({
      method: 'PUT',
      url: `/api/interviews/${kept._id}/helpful`,
      headers: student.headers,
    });
    expect(bare.statusCode).toBe(200);
    const asJson = await app.inject({
      method: 'PUT',
      url: `/api/interviews/${kept._id}/helpful`,
      headers: otherAlumni.headers,
      payload: {},
    });
    expect(asJson.statusCode).toBe(200);
    // Any signed-in user may mark it helpful; the admin's vote counts too.
    const third = await app.inject({
      method: 'PUT',
      url: `/api/interviews/${kept._id}/helpful`,
      headers: admin.headers,
    });
    expect(third.statusCode).toBe(200);
    // Clicked again: harmless, the count stays.
    const again = await app.inject({
      method: 'PUT',
      url: `/api/interviews/${kept._id}/helpful`,
      headers: student.headers,
    });
    expect(again.statusCode).toBe(200);

    // Section 3: the public cards and the author's own cards read helpfulCount.
    expect((await listed(student)).find((item) => item._id === kept._id)?.helpfulCount).toBe(3);
    expect((await mine()).find((item) => item._id === kept._id)?.helpfulCount).toBe(3);
  });
});
