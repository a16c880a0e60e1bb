import { z } from 'zod';

/**
 * Pieces every contract file builds with: paging, optional text, ids, links and answer envelopes. The
 * builders are marked `@__NO_SIDE_EFFECTS__` so that, like `z.*` calls (apps/web/vite.config.ts), a
 * schema built with them that a page never uses is left out of the page's bundle.
 */

// ---------------------------------------------------------------------------------------------------------
// Blank values

/** Nothing there: undefined, null, or text that is only whitespace. */
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

// ---------------------------------------------------------------------------------------------------------
// Text

/** 'Must be at most N characters', the forms' wording for a text that is too long. */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/** Trimmed text of at most `max` characters, worded as `tooLongMessage`. */
/* @__NO_SIDE_EFFECTS__ */
export const trimmedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max) });

/** A form's optional text field: trimmed, at most `max` characters, '' when absent. */
/* @__NO_SIDE_EFFECTS__ */
export const textOrEmpty = (max: number) => trimmedText(max).optional().default('');

/**
 * Optional trimmed text of at most `max` characters (searches and filters): blank is undefined. Without a
 * `message`, a text too long answers zod's own message.
 */
/* @__NO_SIDE_EFFECTS__ */
export const optionalText = (max: number, message?: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: message }).optional());

/**
 * An http(s) address. Other schemes are refused: a `javascript:` link on a profile or a meeting would run
 * in the browser of whoever clicks it.
 */
/* @__NO_SIDE_EFFECTS__ */
export const webUrl = (message: string) => z.url({ protocol: /^https?$/, error: message });

// ---------------------------------------------------------------------------------------------------------
// Ids

/** An id as a request carries it; ids that are not UUIDs are answered 404 by the services, not 400. */
export const idSchema = z.string().max(100);

/** `:id` path parameters. */
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** A person as other records name them: id and display name. */
export const personRefSchema = z.object({ _id: z.string(), name: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Paging

/** The deepest page a list serves unless it says otherwise: it keeps the OFFSET of a query bounded. */
export const MAX_PAGE = 10_000;

/**
 * How `page` and `limit` answer a bad value. The lists differ, and each keeps its wording because the
 * message is what a client shows:
 * - `zod`: zod's own messages;
 * - `named`: '<name> must be a whole number' for every failure;
 * - `strict`: the same, except '<name> must be at least 1' below 1 and 'limit must be at most N' above
 *   limit's maximum;
 * - `range`: '<name> must be a whole number from 1 to N' for every failure.
 */
export type ParamWording = 'zod' | 'named' | 'strict' | 'range';

/** Bounds, default and wording of a list's `page` and `limit` query parameters. */
export interface PageQueryOptions {
  /** Largest `limit` accepted. */
  maxLimit: number;
  /** `limit` when the query has none. */
  defaultLimit: number;
  /** Largest `page` accepted; `MAX_PAGE` unless given. */
  maxPage?: number;
  /** `zod` unless given. */
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

/** A whole number from 1 to `max`, read from query text. */
function wholeNumberParam(name: 'page' | 'limit', max: number, wording: ParamWording) {
  const messages = messagesFor(name, max, wording);
  // The number's own `error` also words its checks that have none.
  return z.coerce
    .number({ error: messages.all })
    .int()
    .min(1, { error: messages.min })
    .max(max, { error: messages.max });
}

/** The `page` query parameter: 1 to `maxPage` (default `MAX_PAGE`), 1 when absent. */
/* @__NO_SIDE_EFFECTS__ */
export const pageParam = ({
  maxPage = MAX_PAGE,
  wording = 'zod',
}: Pick<PageQueryOptions, 'maxPage' | 'wording'> = {}) =>
  wholeNumberParam('page', maxPage, wording).default(1);

/** The `limit` query parameter: 1 to `maxLimit`, `defaultLimit` when absent. */
/* @__NO_SIDE_EFFECTS__ */
export const limitParam = ({
  maxLimit,
  defaultLimit,
  wording = 'zod',
}: Pick<PageQueryOptions, 'maxLimit' | 'defaultLimit' | 'wording'>) =>
  wholeNumberParam('limit', maxLimit, wording).default(defaultLimit);

/**
 * `page` and `limit` of a list query, to spread into its `z.object`; the list answers the total in
 * `X-Total-Count`.
 */
/* @__NO_SIDE_EFFECTS__ */
export const pageQuery = (options: PageQueryOptions) => ({
  page: pageParam(options),
  limit: limitParam(options),
});

// ---------------------------------------------------------------------------------------------------------
// Answers and rules

/** An answer `{ success: true, data }`. */
/* @__NO_SIDE_EFFECTS__ */
export const dataResponseSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/**
 * `fail(path, message)` for a `superRefine`: adds a custom issue at `path` (a key, or a list of keys for a
 * nested field), so several rules can each name their field.
 */
export const createFail =
  (context: z.RefinementCtx) =>
  (path: string | Array<string | number>, message: string): void =>
    context.addIssue({ code: 'custom', message, path: Array.isArray(path) ? path : [path] });
