import { type InterviewExperience, EXPERIENCE_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { addForm, editForm, postExperience, signedIn } from '../../../test/experience-fixtures';
import { createTestApp } from '../../../test/test-app';

const MINUTE = 60_000;

describe('GET /api/interviews: search, filters, pages', async () => {
  const { app, clock } = await createTestApp();
  const alumni = await signedIn(app, 'alumni');
  const student = await signedIn(app, 'student');

  const question = (questionText: string, roundType = 'Technical', studentAnswer = 'An answer.') => ({
    questionText,
    studentAnswer,
    roundType,
  });
  const post = async (payload: object) => {
    clock.advance(MINUTE);
    return postExperience(app, alumni, payload);
  };
  // Oldest first; each one a minute after the one before.
  const flipkartInQuestion = await post(
    addForm({
      companyName: 'Acme Retail',
      questions: [question('How does Flipkart handle sale-day traffic?')],
    }),
  );
  const flipkart = await post(
    addForm({
      companyName: 'Flipkart',
      result: 'Selected',
      difficulty: 'Hard',
      questions: [question('Design a parking lot.')],
    }),
  );
  const memo = await post(
    addForm({
      companyName: 'Google',
      role: 'Software Engineer',
      result: 'Rejected',
      difficulty: 'Medium',
      questions: [
        question('Explain the difference between tabulation and memoization in dynamic programming.'),
        question('Why do you want to join us?', 'HR', 'For the people.'),
      ],
    }),
  );
  const aptitude = await post(
    addForm({
      companyName: 'Infosys',
      difficulty: 'Easy',
      questions: [question('Trains crossing a platform: find the length.', 'Aptitude')],
    }),
  );
  const weird = await post(
    addForm({ companyName: 'A%B_C \\ "Quoted" (Ltd)', questions: [question('Plain question.')] }),
  );
  const caseRound = await post(
    editForm({
      companyName: 'Deloitte',
      result: 'Pending',
      difficulty: 'Medium',
      questions: [
        { question: 'Estimate ATMs in Pune.', answer: 'Top-down.', round: 'Case Study', types: ['Other'] },
      ],
    }),
  );
  const everyId = [caseRound, weird, aptitude, memo, flipkart, flipkartInQuestion].map((item) => item._id);

  const list = async (query: Record<string, string | number>) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const response = await app.inject({
      method: 'GET',
      url: `/api/interviews${search ? `?${search}` : ''}`,
      headers: student.headers,
    });
    return {
      status: response.statusCode,
      total: Number(response.headers['x-total-count']),
      body: response.json(),
      ids: response.statusCode === 200 ? response.json().map((item: InterviewExperience) => item._id) : [],
    };
  };

  it('lists every experience newest first, with the total in X-Total-Count', async () => {
    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.total).toBe(6);
    expect(all.ids).toEqual(everyId);
    expect(all.body[0].snippet).toBeNull();
  });

  it('pages with limit and page', async () => {
    const first = await list({ limit: 4, page: 1 });
    const second = await list({ limit: 4, page: 2 });
    expect([first.total, second.total]).toEqual([6, 6]);
    expect([...first.ids, ...second.ids]).toEqual(everyId);
    expect(second.ids).toHaveLength(2);
    expect((await list({ limit: 4, page: 3 })).ids).toEqual([]);
    expect((await list({ limit: 51 })).status).toBe(400);
    expect((await list({ page: 0 })).status).toBe(400);
  });

  it('finds an experience by a word from one of its questions, and by a prefix', async () => {
    for (const q of ['memoization', 'MEMOIZATION', 'memoiz', 'dynamic memo']) {
      const found = await list({ q });
      expect({ q, ids: found.ids, total: found.total }).toEqual({ q, ids: [memo._id], total: 1 });
    }
    expect((await list({ q: 'memoization parking' })).ids).toEqual([]);
  });

  it('answers a snippet whose matched words are marked, as text parts, never HTML', async () => {
    const found = await list({ q: 'memoiz' });
    const snippet = found.body[0].snippet as Array<{ text: string; match: boolean }>;
    expect(snippet.length).toBeGreaterThan(1);
    expect(snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['memoization']);
    expect(snippet.map((part) => part.text).join('')).toContain('tabulation and memoization in dynamic');
    expect(JSON.stringify(snippet)).not.toMatch(/<b>|⟦|⟧/);
  });

  it('ranks a match in the company above one in a question, whatever their dates', async () => {
    const found = await list({ q: 'flipkart' });
    expect(found.ids).toEqual([flipkart._id, flipkartInQuestion._id]);
    expect(found.total).toBe(2);
    expect(found.body[0].snippet.find((part: { match: boolean }) => part.match).text).toBe('Flipkart');
  });

  it.each(['%', '_', '%%', '"', "'", '.*', '(', ')', '\\', '*', ':*', '&|!'])(
    'treats %j literally: no error and no match-everything',
    async (q) => {
      const found = await list({ q });
      expect(found.status).toBe(200);
      expect(found.total).toBeLessThanOrEqual(1);
      expect(found.ids.every((id: string) => id === weird._id)).toBe(true);
    },
  );

  it('matches LIKE and quote characters literally in the company and the fallback search', async () => {
    expect((await list({ q: '%' })).ids).toEqual([weird._id]);
    expect((await list({ q: '\\' })).ids).toEqual([weird._id]);
    expect((await list({ q: '.*' })).ids).toEqual([]);
    expect((await list({ company: '_' })).ids).toEqual([weird._id]);
    expect((await list({ company: '%B_C' })).ids).toEqual([weird._id]);
    expect((await list({ company: '"Quoted" (' })).ids).toEqual([weird._id]);
    expect((await list({ company: 'A_B' })).ids).toEqual([]);
    expect((await list({ q: '"quoted" (ltd' })).ids).toEqual([weird._id]);
  });

  it('answers a 5,000-character search with 400, quickly', async () => {
    const started = Date.now();
    const found = await list({ q: 'a'.repeat(5000) });
    expect(found.status).toBe(400);
    expect(found.body.message).toBe(M.searchTooLong);
    expect(Date.now() - started).toBeLessThan(1000);
    // The longest search allowed, made of many words and operators, still answers.
    const busy = await list({ q: 'a & b | !c (d) <-> e:* '.repeat(9).slice(0, 200) });
    expect(busy.status).toBe(200);
  });

  it('filters by company, case-insensitively, as the spec’s list does', async () => {
    expect((await list({ company: 'GOO' })).ids).toEqual([memo._id]);
    expect((await list({ company: 'flip' })).ids).toEqual([flipkart._id]);
    expect((await list({ company: '   ' })).total).toBe(6);
  });

  it('filters by outcome, difficulty and round type', async () => {
    expect((await list({ outcome: 'selected' })).ids).toEqual([flipkart._id]);
    expect((await list({ outcome: 'Rejected' })).ids).toEqual([memo._id]);
    expect((await list({ outcome: 'pending' })).ids).toEqual([
      caseRound._id,
      weird._id,
      aptitude._id,
      flipkartInQuestion._id,
    ]);
    expect((await list({ difficulty: 'hard' })).ids).toEqual([flipkart._id]);
    expect((await list({ difficulty: 'Medium' })).ids).toEqual([caseRound._id, memo._id]);
    expect((await list({ round: 'Aptitude' })).ids).toEqual([aptitude._id]);
    expect((await list({ round: 'hr' })).ids).toEqual([memo._id]);
    expect((await list({ round: 'Case Study' })).ids).toEqual([caseRound._id]);
    expect((await list({ round: 'Technical', difficulty: 'Easy' })).ids).toEqual([]);
    expect((await list({ q: 'whiteboard', outcome: 'pending' })).ids).toEqual([
      weird._id,
      aptitude._id,
      flipkartInQuestion._id,
    ]);
    expect((await list({ outcome: 'maybe' })).status).toBe(400);
    expect((await list({ round: 'Cooking' })).status).toBe(400);
  });

  it('splits the public questions into technical and HR ones', async () => {
    const found = (await list({ q: 'memoization' })).body[0] as InterviewExperience;
    expect(found.technicalQuestions.map((item) => item.question)).toEqual([
      'Explain the difference between tabulation and memoization in dynamic programming.',
    ]);
    expect(found.hrQuestions.map((item) => item.question)).toEqual(['Why do you want to join us?']);
    expect(found).toMatchObject({ company: 'Google', role: 'Software Engineer', outcome: 'rejected' });
  });
});
