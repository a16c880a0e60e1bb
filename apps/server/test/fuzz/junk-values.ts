import * as shared from '@mentorbridge/shared';
import fc from 'fast-check';

/** Junk under real names gets past "unknown key" and reaches the field rules far more often. */
export const KNOWN_KEYS: readonly string[] = (() => {
  const keys = new Set<string>();
  for (const value of Object.values(shared)) {
    const shape = (value as { shape?: unknown } | null)?.shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) keys.add(key);
  }
  return [...keys].sort();
})();

export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'isAdmin',
  'isVerified',
  'isActive',
  'passwordHash',
  'tokenVersion',
  'userId',
  'authorId',
  '_id',
  'id',
] as const;

const KB_100 = 100 * 1024;

export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\uFEFF',
  '\u202Eevil',
  '\u200B',
  '𝕏𝔂𝔃',
  '👩‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'ﷺ',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '%ZZ',
  '<script>alert(1)</script>',
  "' or '1'='1' --",
  '"; drop table users; --',
  '$\u{7b}7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '00000000-0000-4000-8000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '-271821-04-20T00:00:00Z',
  `https://example.com/${'a'.repeat(3000)}`,
  'javascript:alert(1)',
  'a@b',
  'x'.repeat(KB_100),
  '€'.repeat(KB_100 / 3),
  '\uD83D'.repeat(1000),
];

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-320),
);

/** URLs and headers pass a `maxLength`, as a real server refuses request lines and headers past 16 KB. */
export function junkString(ids: readonly string[] = [], maxLength = KB_100): fc.Arbitrary<string> {
  const nasty = NASTY_STRINGS.filter((text) => text.length <= maxLength);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...nasty) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: Math.min(maxLength, 2000) }) },
    { weight: 2, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

/** Objects are entry lists so `__proto__` stays an own key and keys may repeat; `raw` carries 1e999. */
export type JunkJson =
  | null
  | boolean
  | number
  | string
  | { raw: string }
  | { list: JunkJson[] }
  | { entries: Array<[string, JunkJson]> };

export function toJson(value: JunkJson): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if ('raw' in value) return value.raw;
  if ('list' in value) return `[${value.list.map(toJson).join(',')}]`;
  return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
}

export function fromPlain(value: unknown): JunkJson {
  if (Array.isArray(value)) return { list: value.map(fromPlain) };
  if (value && typeof value === 'object')
    return { entries: Object.entries(value).map(([key, item]) => [key, fromPlain(item)]) };
  return (value ?? null) as JunkJson;
}

export function junkKey(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  );
}

const RAW_LITERALS = ['1e999', '-1e999', '123456789012345678901234567890', '-0', '0.0000000000000000001'];

export function junkJson(ids: readonly string[] = []): fc.Arbitrary<JunkJson> {
  const { value } = fc.letrec<{ value: JunkJson }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant(null),
      fc.boolean(),
      junkNumber,
      junkString(ids),
      fc.constantFrom(...RAW_LITERALS).map((raw) => ({ raw })),
      fc.array(tie('value'), { maxLength: 6 }).map((list) => ({ list })),
      fc
        .array(fc.tuple(junkKey(), tie('value')), { maxLength: 6 })
        .map((entries) => ({ entries: entries as Array<[string, JunkJson]> })),
    ),
  }));
  return value;
}

export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(64, 1000, 20_000), fc.boolean())
  .map(([depth, isList]) =>
    isList ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );
