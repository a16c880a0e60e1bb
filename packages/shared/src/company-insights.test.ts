import { describe, expect, it } from 'vitest';
import { LIST_CAP, listWindow, MAX_PAGE } from './common';
import { INSIGHT_LIMITS, insightListQuerySchema } from './company-insights';

const messagesOf = (input: object) =>
  insightListQuerySchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('the company insight list query', () => {
  it('asks for every insight without page or limit, and for a page of 12 with either', () => {
    const none = insightListQuerySchema.parse({});
    expect(none).toEqual({ sort: 'recent' });
    expect(listWindow(none, INSIGHT_LIMITS.defaultPageSize)).toEqual({
      page: 1,
      limit: LIST_CAP,
      offset: 0,
      paged: false,
    });
    const second = insightListQuerySchema.parse({ page: '2' });
    expect(listWindow(second, INSIGHT_LIMITS.defaultPageSize)).toEqual({
      page: 2,
      limit: 12,
      offset: 12,
      paged: true,
    });
  });

  it('keeps its bounds (limit 1 to 50, page 1 to MAX_PAGE) and its wording', () => {
    expect(insightListQuerySchema.safeParse({ limit: '50', page: String(MAX_PAGE) }).success).toBe(true);
    for (const limit of ['0', '51', 'ten', '2.5']) {
      expect(messagesOf({ limit }), limit).toEqual(['limit must be a whole number']);
    }
    for (const page of ['0', String(MAX_PAGE + 1), 'two', '1.5']) {
      expect(messagesOf({ page }), page).toEqual(['page must be a whole number']);
    }
  });
});
