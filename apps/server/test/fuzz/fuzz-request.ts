import fc from 'fast-check';
import type { Entry } from '../authorization-matrix';
import { type AuthChoice, authorizationArb, headerText } from './auth-headers';
import { bodyArb, type FuzzBody } from './body-parts';
import { pathArb, queryArb } from './url-parts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  auth: AuthChoice;
}

export interface FuzzInputs {
  token?: string;
  forged: readonly string[];
  oddlySigned: readonly string[];
  /** Real ids mixed into junk, so lookups sometimes succeed. */
  ids: readonly string[];
  fill(text: string): string;
}

const extraHeaderArb = fc.dictionary(
  fc.constantFrom(
    'range',
    'idempotency-key',
    'x-forwarded-for',
    'x-forwarded-proto',
    'x-request-id',
    'accept',
    'accept-encoding',
    'accept-language',
    'if-none-match',
    'if-modified-since',
    'cookie',
    'origin',
    'content-encoding',
    'x-http-method-override',
  ),
  fc.oneof(
    fc.constantFrom(
      'bytes=0-0',
      'bytes=-1',
      'bytes=5-1',
      'bytes=99999999999999999999-',
      'bytes=0-1,2-3',
      'gzip',
    ),
    fc.constantFrom(
      '*',
      '*/*',
      'text/csv',
      'br;q=1, gzip;q=0',
      'DELETE',
      '127.0.0.1, ::1, junk',
      'x'.repeat(8000),
    ),
    headerText(300),
  ),
  { maxKeys: 3 },
);

const UPLOADS = ['POST /api/profile/upload-avatar', 'POST /api/resources'];

function headersOf(auth: AuthChoice, body: FuzzBody, extra: Record<string, string>) {
  const headers: Record<string, string> = { ...extra };
  if (auth.authorization !== undefined) headers.authorization = auth.authorization;
  if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  return headers;
}

export function fuzzRequestArb(
  entry: Entry,
  inputs: FuzzInputs,
  validBody: unknown,
): fc.Arbitrary<FuzzRequest> {
  const filledUrl = inputs.fill(entry.request?.url ?? entry.url);
  const template = JSON.parse(inputs.fill(JSON.stringify(validBody ?? {})));
  const hasBody = entry.method !== 'GET';
  const isUpload = UPLOADS.includes(`${entry.method} ${entry.url}`);
  return fc
    .record({
      path: pathArb(entry.url, filledUrl, inputs.ids),
      query: fc.oneof(
        { weight: 1, arbitrary: fc.constant('') },
        { weight: 2, arbitrary: queryArb(inputs.ids) },
      ),
      // GETs get a body now and then too: the server must ignore or refuse it, not trip over it.
      body: hasBody
        ? bodyArb(template, inputs.ids, isUpload)
        : fc.oneof(
            { weight: 6, arbitrary: fc.constant<FuzzBody>({}) },
            { weight: 1, arbitrary: bodyArb({}, inputs.ids) },
          ),
      auth: authorizationArb(inputs.token, inputs.forged, inputs.oddlySigned),
      extra: extraHeaderArb,
    })
    .map(({ path, query, body, auth, extra }) => ({
      method: entry.method,
      url: query ? `${path}?${query}` : path,
      headers: headersOf(auth, body, extra),
      payload: body.payload,
      auth,
    }));
}
