import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from './common';
import { interviewListQuerySchema } from './interview-experiences';

const messagesOf = (input: object) =>
  interviewListQuerySchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('interviewListQuerySchema', () => {
  it('asks for no page unless page or limit is given', () => {
    const query = interviewListQuerySchema.parse({});
    expect(query.page).toBeUndefined();
    expect(query.limit).toBeUndefined();
    expect(interviewListQuerySchema.parse({ page: '2' })).toMatchObject({ page: 2 });
  });

  it('keeps its bounds: limit 1 to 50, page 1 to MAX_PAGE, each a whole number', () => {
    expect(interviewListQuerySchema.safeParse({ limit: '50', page: String(MAX_PAGE) }).success).toBe(true);
    for (const limit of ['0', '51', '2.5', 'ten']) {
      expect(messagesOf({ limit }), limit).toEqual(['limit must be a whole number']);
    }
    for (const page of ['0', String(MAX_PAGE + 1), '1.5']) {
      expect(messagesOf({ page }), page).toEqual(['page must be a whole number']);
    }
  });
});
