import { z } from 'zod';

/** Builders are `@__NO_SIDE_EFFECTS__` so a schema a page never uses is tree-shaken from its bundle. */

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A `z.preprocess` step: a blank value (see `isBlank`) becomes undefined, so `.optional()` or a default applies. */
export const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

/**
 * A `z.preprocess` step for select filters: '' or 'all' mean "no filter". Only the empty string counts as
 * empty here: a space is a value, which the filter's enum then refuses.
 */
export const allOrEmptyToUndefined = (value: unknown) =>
  value === undefined || value === null || value === '' || value === 'all' ? undefined : value;

export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/* @__NO_SIDE_EFFECTS__ */
export const trimmedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max) });

/* @__NO_SIDE_EFFECTS__ */
export const textOrEmpty = (max: number) => trimmedText(max).optional().default('');

/** Blank is undefined; without `message`, too long answers zod's own message. */
/* @__NO_SIDE_EFFECTS__ */
export const optionalText = (max: number, message?: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: message }).optional());

/** Other schemes are refused: a `javascript:` link would run in the browser of whoever clicks it. */
/* @__NO_SIDE_EFFECTS__ */
export const webUrl = (message: string) => z.url({ protocol: /^https?$/, error: message });

/** Ids that are not UUIDs are answered 404 by the services, not 400. */
export const idSchema = z.string().max(100);

export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const personRefSchema = z.object({ _id: z.string(), name: z.string() });

/** Keeps a query's OFFSET bounded. */
export const MAX_PAGE = 10_000;

/** How `page` and `limit` word a bad value; each list keeps its wording because clients show it. */
export type ParamWording = 'zod' | 'named' | 'strict' | 'range';

/** Bounds, default and wording of a list's `page` and `limit` query parameters. */
export interface PageQueryOptions {
  maxLimit: number;
  defaultLimit: number;
  maxPage?: number;
  wording?: ParamWording;
}

/** `all` answers every failure of the parameter; `min` and `max` override it for the bounds. */
type ParamMessages = { all?: string; min?: string; max?: string };

function messagesFor(name: 'page' | 'limit', max: number, wording: ParamWording): ParamMessages {
  const whole = `${name} must be a whole number`;
  switch (wording) {
    case 'zod':
      return {};
    case 'named':
      return { all: whole };
    case 'strict':
      return {
        all: whole,
        min: `${name} must be at least 1`,
        max: name === 'limit' ? `limit must be at most ${max}` : undefined,
      };
    case 'range':
      return { all: `${whole} from 1 to ${max}` };
  }
}

function wholeNumberParam(name: 'page' | 'limit', max: number, wording: ParamWording) {
  const messages = messagesFor(name, max, wording);
  // The number's own `error` also words its checks that have none.
  return z.coerce
    .number({ error: messages.all })
    .int()
    .min(1, { error: messages.min })
    .max(max, { error: messages.max });
}

/* @__NO_SIDE_EFFECTS__ */
export const pageParam = ({
  maxPage = MAX_PAGE,
  wording = 'zod',
}: Pick<PageQueryOptions, 'maxPage' | 'wording'> = {}) =>
  wholeNumberParam('page', maxPage, wording).default(1);

/* @__NO_SIDE_EFFECTS__ */
export const limitParam = ({
  maxLimit,
  defaultLimit,
  wording = 'zod',
}: Pick<PageQueryOptions, 'maxLimit' | 'defaultLimit' | 'wording'>) =>
  wholeNumberParam('limit', maxLimit, wording).default(defaultLimit);

/** Spread into a list's `z.object`; the total goes in `X-Total-Count`. */
/* @__NO_SIDE_EFFECTS__ */
export const pageQuery = (options: PageQueryOptions) => ({
  page: pageParam(options),
  limit: limitParam(options),
});

/** The most rows a list answers when no page is asked for: the largest page the specification's client asks. */
export const LIST_CAP = 1000;

/**
 * A list's optional `page` and `limit`. With either, the answer is one page (`limit` defaulting to the list's
 * own page size) and a `Link` header; with neither, every row up to `LIST_CAP`. Either way the answer is a
 * JSON array and `X-Total-Count` the number of matching rows.
 */
/* @__NO_SIDE_EFFECTS__ */
export const listQuery = ({
  maxLimit,
  maxPage = MAX_PAGE,
  wording = 'zod',
}: Omit<PageQueryOptions, 'defaultLimit'>) => ({
  page: wholeNumberParam('page', maxPage, wording).optional(),
  limit: wholeNumberParam('limit', maxLimit, wording).optional(),
});

/** The rows a list request asks for; `paged` is false when it asked for no page. */
export interface ListWindow {
  page: number;
  limit: number;
  offset: number;
  paged: boolean;
}

export function listWindow(query: { page?: number; limit?: number }, defaultLimit: number): ListWindow {
  if (query.page === undefined && query.limit === undefined) {
    return { page: 1, limit: LIST_CAP, offset: 0, paged: false };
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit, paged: true };
}

/** A list answers a JSON array of its items. */
/* @__NO_SIDE_EFFECTS__ */
export const listResponseSchema = <T extends z.ZodType>(item: T) => z.array(item);

/* @__NO_SIDE_EFFECTS__ */
export const dataResponseSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/** `fail(path, message)` for a `superRefine`, so several rules can each name their field. */
export const createFail =
  (context: z.RefinementCtx) =>
  (path: string | Array<string | number>, message: string): void =>
    context.addIssue({ code: 'custom', message, path: Array.isArray(path) ? path : [path] });
