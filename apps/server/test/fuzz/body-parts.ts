import fc from 'fast-check';
import { pdfDocument } from '../../src/modules/resources/demo-files';
import { headerText } from './auth-headers';
import { deepJson, fromPlain, type JunkJson, junkJson, junkKey, junkString, toJson } from './junk-values';
import { stretch } from './stretch';

export interface FuzzBody {
  payload?: string | Buffer;
  contentType?: string;
}

const JSON_TYPE = 'application/json';

const JUNK_CONTENT_TYPES = [
  'text/plain',
  'text/html; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  ';;;',
  '*/*',
];

const RAW_BODIES = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '{',
  '{"a":',
  '{"a":1}garbage',
  '{"a":1,"a":2}',
  "{'a':1}",
  '\uFEFF{}',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '[{"__proto__":{"isAdmin":true}}]',
  'a=1&b=2',
  `"${'\\u0000'.repeat(100)}"`,
  `{"x":"\\ud800\\udc00\\ud800"}`,
];

const INVALID_UTF8 = [
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.concat([
    Buffer.from('{"message":"'),
    Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]),
    Buffer.from('"}'),
  ]),
  Buffer.from([0x7b, 0x00, 0x7d]),
];

interface Mutation {
  kind: 'replace' | 'remove' | 'add' | 'nest' | 'stretch';
  index: number;
  key: string;
  value: JunkJson;
  choice: number;
}

const mutationArb = (ids: readonly string[]): fc.Arbitrary<Mutation> =>
  fc.record({
    kind: fc.constantFrom('replace', 'replace', 'remove', 'add', 'nest', 'stretch', 'stretch', 'stretch'),
    index: fc.nat(),
    key: junkKey(),
    value: junkJson(ids),
    choice: fc.nat(),
  });

function mutate(tree: JunkJson, mutation: Mutation): JunkJson {
  if (tree === null || typeof tree !== 'object' || !('entries' in tree)) return mutation.value;
  if (mutation.kind === 'stretch') return stretch(tree, mutation.choice);
  const entries = [...tree.entries];
  const at = entries.length > 0 ? mutation.index % entries.length : -1;
  if (mutation.kind === 'add' || at < 0)
    entries.splice(mutation.index % (entries.length + 1), 0, [mutation.key, mutation.value]);
  else if (mutation.kind === 'remove') entries.splice(at, 1);
  else if (mutation.kind === 'nest')
    entries[at] = [entries[at]![0], mutate(entries[at]![1], { ...mutation, kind: 'replace' })];
  else entries[at] = [entries[at]![0], mutation.value];
  return { entries };
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = pdfDocument('Fuzz', ['A line of text.']);

const fileContentArb: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(PDF, PNG_1X1, Buffer.alloc(0), Buffer.from('MZ\x90\0PE\0\0')),
  fc
    .tuple(fc.constantFrom(PDF, PNG_1X1), fc.nat(), fc.integer({ min: 1, max: 255 }), fc.boolean())
    .map(([file, at, flip, isCut]) => {
      if (isCut) return file.subarray(0, at % file.length);
      const copy = Buffer.from(file);
      copy[at % copy.length]! ^= flip;
      return copy;
    }),
  junkString([], 4000).map((text) => Buffer.from(text)),
);

const UPLOAD_FIELDS: Record<string, string> = {
  title: 'Fuzz notes',
  description: 'Notes sent by the fuzzer.',
  category: 'Technical Preparation',
  tags: '["Fuzz"]',
};

function multipartArb(ids: readonly string[]): fc.Arbitrary<FuzzBody> {
  const fields = fc.tuple(
    ...Object.entries(UPLOAD_FIELDS).map(([name, value]) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant<[string, string] | null>([name, value]) },
        { weight: 1, arbitrary: junkString(ids, 4000).map((junk): [string, string] => [name, junk]) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
    ),
  );
  const file = fc.record({
    field: fc.oneof(fc.constantFrom('file', 'avatar', 'file'), headerText(20)),
    filename: fc.oneof(
      fc.constantFrom(
        'notes.pdf',
        'me.png',
        '../../etc/passwd',
        'x.exe',
        '.pdf',
        `${'a'.repeat(600)}.pdf`,
        '',
      ),
      headerText(40),
    ),
    type: fc.oneof(fc.constantFrom('application/pdf', 'image/png', 'text/plain', 'x/y'), headerText(30)),
    content: fileContentArb,
  });
  return fc
    .tuple(fields, fc.option(file, { freq: 5 }), fc.boolean(), fc.boolean())
    .map(([texts, part, isFileFirst, isCut]) => {
      const boundary = 'fuzzboundary';
      const textParts = texts
        .filter((text): text is [string, string] => text !== null)
        .map(([name, value]) =>
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        );
      const fileParts = part
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
                `Content-Type: ${part.type}\r\n\r\n`,
            ),
            part.content,
            Buffer.from('\r\n'),
          ]
        : [];
      const parts = isFileFirst ? [...fileParts, ...textParts] : [...textParts, ...fileParts];
      return {
        payload: Buffer.concat([...parts, Buffer.from(isCut ? '' : `--${boundary}--\r\n`)]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
}

/** The route's valid body with one to three fields broken, to get past the first check; or any junk. */
export function bodyArb(template: unknown, ids: readonly string[], isUpload = false): fc.Arbitrary<FuzzBody> {
  const json = (payload: string): FuzzBody => ({ payload, contentType: JSON_TYPE });
  const body = fc.oneof(
    { weight: 1, arbitrary: fc.constant(json(toJson(fromPlain(template ?? {})))) },
    {
      weight: 5,
      arbitrary: fc
        .array(mutationArb(ids), { minLength: 1, maxLength: 3 })
        .map((mutations) => json(toJson(mutations.reduce(mutate, fromPlain(template ?? {}))))),
    },
    { weight: 3, arbitrary: junkJson(ids).map((value) => json(toJson(value))) },
    {
      weight: 1,
      arbitrary: fc
        .anything({ maxDepth: 4, withNullPrototype: true, withBoxedValues: true, withObjectString: true })
        .map((value) => json(toJson(fromPlain(value)))),
    },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...RAW_BODIES), deepJson).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...INVALID_UTF8)
        .map((payload): FuzzBody => ({ payload, contentType: JSON_TYPE })),
    },
    { weight: isUpload ? 8 : 1, arbitrary: multipartArb(ids) },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({}) },
  );
  const contentType = fc.oneof(
    { weight: 5, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...JUNK_CONTENT_TYPES), headerText(80)) },
  );
  // Now and then the body goes out under a content type it is not.
  return fc
    .tuple(body, contentType)
    .map(([item, junkType]) => (junkType === null ? item : { ...item, contentType: junkType }));
}
