import fc from 'fast-check';
import { HOSTILE_KEYS, junkNumber, junkString, KNOWN_KEYS } from './junk-values';

/** encodeURIComponent throws on lone surrogates, so they go out as CESU bytes (ED A0 80). */
export function encodeAny(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return out;
}

const RAW_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%5C',
  '%00',
  'x%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%20',
  '+',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999999',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  `${'a'.repeat(5000)}`,
];

export function junkSegment(ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 2, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.constantFrom(...ids).map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: fc.constantFrom(...ids).map((id) => `${id}x`) },
    { weight: 2, arbitrary: junkString(ids, 200).map(encodeAny) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.bigInt()).map(String) },
  );
}

/** Each `:param` is kept (so the handler is reached) or replaced by junk. */
export function pathArb(pattern: string, filled: string, ids: readonly string[]): fc.Arbitrary<string> {
  const wanted = filled.split('/');
  const parts = pattern.split('/').map((segment, index) => {
    if (!segment.startsWith(':')) return fc.constant(segment);
    const suffix = /^:\w+(.*)$/.exec(segment)?.[1] ?? '';
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(wanted[index] ?? '') },
      { weight: 3, arbitrary: junkSegment(ids).map((junk) => `${junk}${suffix}`) },
      { weight: 1, arbitrary: junkSegment(ids) },
    );
  });
  return fc.tuple(...parts).map((segments) => segments.join('/'));
}

const KEY_SHAPES = [
  '',
  '',
  '',
  '[]',
  '[0]',
  '[99999]',
  '[a]',
  '[__proto__]',
  '[constructor][prototype]',
  '.x',
];

const RAW_QUERY_TAILS = ['', '', '&', '&&=&', '=', '%', '%E0%A4%A', 'a=%ZZ', 'a=%00', 'x'.repeat(6000)];

export function queryArb(ids: readonly string[]): fc.Arbitrary<string> {
  const key = fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
      ),
      fc.constantFrom(...KEY_SHAPES),
    )
    .map(([name, shape]) => encodeAny(name) + shape);
  const value = fc.oneof(junkString(ids, 2000).map(encodeAny), junkNumber.map(String));
  return fc
    .tuple(fc.array(fc.tuple(key, value), { maxLength: 8 }), fc.constantFrom(...RAW_QUERY_TAILS))
    .map(([pairs, tail]) =>
      [...pairs.map(([name, item]) => `${name}=${item}`), tail].filter(Boolean).join('&'),
    );
}
