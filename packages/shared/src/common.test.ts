import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminReportsQuerySchema, auditLogQuerySchema } from './admin-console';
import { adminUserListQuerySchema } from './admin-users';
import {
  allOrEmptyToUndefined,
  blankToUndefined,
  createFail,
  dataResponseSchema,
  idParamsSchema,
  isBlank,
  LIST_CAP,
  listWindow,
  MAX_PAGE,
  optionalText,
  type PageQueryOptions,
  pageQuery,
  textOrEmpty,
  trimmedText,
  webUrl,
} from './common';
import { directoryQuerySchema } from './directory';
import { leaderboardQuerySchema, pointsHistoryQuerySchema, topContributorsQuerySchema } from './leaderboard';
import { adminRequestsQuerySchema } from './mentorship';
import { notificationListQuerySchema } from './notifications';
import { WORKSHOP_LIMITS, workshopListQuerySchema } from './workshops';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('pageQuery', () => {
  const query = (options: PageQueryOptions) => z.object(pageQuery(options));

  it('defaults to page 1 and the default limit, and reads numbers from query text', () => {
    const schema = query({ maxLimit: 50, defaultLimit: 12 });
    expect(schema.parse({})).toEqual({ page: 1, limit: 12 });
    expect(schema.parse({ page: '3', limit: '7' })).toEqual({ page: 3, limit: 7 });
  });

  it('accepts 1 to the maximum of each, and nothing outside', () => {
    const schema = query({ maxLimit: 50, defaultLimit: 12 });
    expect(schema.safeParse({ page: String(MAX_PAGE), limit: '50' }).success).toBe(true);
    for (const bad of [{ page: '0' }, { page: String(MAX_PAGE + 1) }, { limit: '0' }, { limit: '51' }]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    const deep = query({ maxLimit: 50, defaultLimit: 12, maxPage: 100_000 });
    expect(deep.safeParse({ page: '100000' }).success).toBe(true);
    expect(deep.safeParse({ page: '100001' }).success).toBe(false);
  });

  it('refuses fractions and text', () => {
    const schema = query({ maxLimit: 50, defaultLimit: 12 });
    for (const bad of [{ page: '1.5' }, { page: 'abc' }, { limit: '2.5' }, { limit: 'ten' }]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('words errors as each list asks', () => {
    const options = { maxLimit: 100, defaultLimit: 20 };
    const named = query({ ...options, wording: 'named' });
    for (const page of ['abc', '1.5', '0', String(MAX_PAGE + 1)]) {
      expect(messagesOf(named, { page })).toEqual(['page must be a whole number']);
    }
    expect(messagesOf(named, { limit: '101' })).toEqual(['limit must be a whole number']);
    expect(messagesOf(query(options), { limit: '101' })).toEqual(['Too big: expected number to be <=100']);

    const strict = query({ ...options, wording: 'strict' });
    expect(messagesOf(strict, { page: '1.5' })).toEqual(['page must be a whole number']);
    expect(messagesOf(strict, { page: '0' })).toEqual(['page must be at least 1']);
    expect(messagesOf(strict, { limit: '0' })).toEqual(['limit must be at least 1']);
    expect(messagesOf(strict, { limit: '101' })).toEqual(['limit must be at most 100']);
    expect(messagesOf(strict, { page: String(MAX_PAGE + 1) })).toEqual(['page must be a whole number']);

    const range = query({ ...options, wording: 'range' });
    for (const limit of ['abc', '1.5', '0', '101']) {
      expect(messagesOf(range, { limit })).toEqual(['limit must be a whole number from 1 to 100']);
    }
  });
});

describe('the lists keep their paging', () => {
  it.each([
    ['notifications', notificationListQuerySchema, 20, 50, MAX_PAGE],
    ['points history', pointsHistoryQuerySchema, 20, 100, 100_000],
    ['audit log', auditLogQuerySchema, 20, 100, 100_000],
    ['admin reports', adminReportsQuerySchema, 20, 100, 100_000],
  ] as const)(
    '%s: limit %i by default, at most %i; at most page %i',
    (_, schema, fallback, maxLimit, maxPage) => {
      const parse = (query: object) =>
        schema.safeParse(query) as z.ZodSafeParseResult<Record<string, unknown>>;
      expect(parse({}).data).toMatchObject({ page: 1, limit: fallback });
      expect(parse({ limit: String(maxLimit), page: String(maxPage) }).success).toBe(true);
      expect(parse({ limit: String(maxLimit + 1) }).success).toBe(false);
      expect(parse({ page: String(maxPage + 1) }).success).toBe(false);
    },
  );

  it('leaderboard limits: 1 to 1000 (100 by default), top contributors 1 to 50 (4)', () => {
    expect(leaderboardQuerySchema.parse({}).limit).toBe(100);
    expect(messagesOf(leaderboardQuerySchema, { limit: '1001' })).toEqual([
      'limit must be a whole number from 1 to 1000',
    ]);
    expect(topContributorsQuerySchema.parse({})).toEqual({ limit: 4 });
    expect(topContributorsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});

describe('lists whose paging is opt-in', () => {
  it.each([
    ['directory', directoryQuerySchema, 20, 100, MAX_PAGE],
    ['admin mentorship requests', adminRequestsQuerySchema, 20, 100, MAX_PAGE],
    ['admin users', adminUserListQuerySchema, 10, 100, 100_000],
    ['open workshops', workshopListQuerySchema, WORKSHOP_LIMITS.pageSize, 100, MAX_PAGE],
  ] as const)(
    '%s: no page by default (LIST_CAP rows), else limit %i, at most %i; at most page %i',
    (_, schema, fallback, maxLimit, maxPage) => {
      const parse = (query: object) =>
        schema.safeParse(query) as z.ZodSafeParseResult<Record<string, unknown>>;
      const unpaged = parse({}).data!;
      expect(unpaged.page).toBeUndefined();
      expect(listWindow(unpaged, fallback)).toEqual({ page: 1, limit: LIST_CAP, offset: 0, paged: false });
      expect(listWindow(parse({ page: '2' }).data!, fallback)).toEqual({
        page: 2,
        limit: fallback,
        offset: fallback,
        paged: true,
      });
      expect(parse({ limit: String(maxLimit), page: String(maxPage) }).success).toBe(true);
      expect(parse({ limit: String(maxLimit + 1) }).success).toBe(false);
      expect(parse({ page: String(maxPage + 1) }).success).toBe(false);
    },
  );
});

describe('blank values', () => {
  it('counts undefined, null and whitespace as blank, nothing else', () => {
    for (const value of [undefined, null, '', '   ', '\t\n'])
      expect(isBlank(value), String(value)).toBe(true);
    for (const value of ['a', ' a ', 0, false, [], {}]) expect(isBlank(value), String(value)).toBe(false);
    expect(blankToUndefined('  ')).toBeUndefined();
    expect(blankToUndefined(null)).toBeUndefined();
    expect(blankToUndefined(' a ')).toBe(' a ');
    expect(blankToUndefined(0)).toBe(0);
  });

  it("reads '' and 'all' as no filter, but not a space", () => {
    expect(allOrEmptyToUndefined('')).toBeUndefined();
    expect(allOrEmptyToUndefined('all')).toBeUndefined();
    expect(allOrEmptyToUndefined(null)).toBeUndefined();
    expect(allOrEmptyToUndefined(' ')).toBe(' ');
    expect(allOrEmptyToUndefined('student')).toBe('student');
  });
});

describe('text', () => {
  it('optionalText: blank is undefined, text is trimmed, too long is refused', () => {
    const schema = z.object({ q: optionalText(5, 'Too long') });
    expect(schema.parse({ q: '   ' })).toEqual({});
    expect(schema.parse({ q: '' })).toEqual({});
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ q: '  abc ' })).toEqual({ q: 'abc' });
    expect(schema.parse({ q: ' abcde ' })).toEqual({ q: 'abcde' });
    expect(messagesOf(schema, { q: 'abcdef' })).toEqual(['Too long']);
  });

  it("optionalText without a message answers zod's own", () => {
    expect(messagesOf(optionalText(5), 'abcdef')).toEqual(messagesOf(z.string().max(5), 'abcdef'));
  });

  it('trimmedText words a too long text for the forms', () => {
    expect(trimmedText(3).parse(' ab ')).toBe('ab');
    expect(messagesOf(trimmedText(3), 'abcd')).toEqual(['Must be at most 3 characters']);
  });

  it("textOrEmpty is '' when absent", () => {
    const schema = z.object({ tips: textOrEmpty(3) });
    expect(schema.parse({})).toEqual({ tips: '' });
    expect(schema.parse({ tips: ' ab ' })).toEqual({ tips: 'ab' });
    expect(messagesOf(schema, { tips: 'abcd' })).toEqual(['Must be at most 3 characters']);
  });

  it('webUrl takes http and https only', () => {
    const link = webUrl('Bad link');
    expect(link.safeParse('https://meet.example.com/abc').success).toBe(true);
    expect(link.safeParse('http://example.com').success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/file', 'example.com']) {
      expect(messagesOf(link, bad), bad).toEqual(['Bad link']);
    }
  });
});

describe('ids, answers and rules', () => {
  it('takes ids of up to 100 characters', () => {
    expect(idParamsSchema.parse({ id: 'x'.repeat(100) }).id).toHaveLength(100);
    expect(idParamsSchema.safeParse({ id: 'x'.repeat(101) }).success).toBe(false);
    expect(idParamsSchema.safeParse({}).success).toBe(false);
  });

  it('wraps data in { success: true, data }', () => {
    const schema = dataResponseSchema(z.array(z.number()));
    expect(schema.parse({ success: true, data: [1], extra: 1 })).toEqual({ success: true, data: [1] });
    expect(schema.safeParse({ success: false, data: [1] }).success).toBe(false);
  });

  it('createFail adds a custom issue at a key or a nested path', () => {
    const schema = z.object({ a: z.string() }).superRefine((_, context) => {
      const fail = createFail(context);
      fail('a', 'first');
      fail(['b', 0, 'c'], 'second');
    });
    const issues = schema.safeParse({ a: 'x' }).error?.issues;
    expect(issues?.map(({ code, path, message }) => ({ code, path, message }))).toEqual([
      { code: 'custom', path: ['a'], message: 'first' },
      { code: 'custom', path: ['b', 0, 'c'], message: 'second' },
    ]);
  });
});
