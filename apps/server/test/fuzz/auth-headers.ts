import fc from 'fast-check';
import { signToken } from '../../src/platform/auth/tokens';

/** An Authorization header (or none) and whether it certainly carries no session (junk or forged). */
export interface AuthChoice {
  authorization?: string;
  isForged: boolean;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Visible ASCII, spaces and tabs: Node refuses control characters in headers. */
export function headerText(maxLength: number): fc.Arbitrary<string> {
  return fc.string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.constant(0x09))
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });
}

/** Made without the signing secret: none of them may get further than no token at all. */
export async function forgeTokens(token: string, now: Date): Promise<string[]> {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const raised = base64url({ ...claims, role: 'admin', tv: 0 });
  const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  return [
    `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    `${base64url({ alg: 'none' })}.${raised}.`,
    `${header}.${raised}.${signature}`,
    `${header}.${payload}.${flipped}`,
    `${base64url({ alg: 'HS512' })}.${payload}.${signature}`,
    await signToken(
      'another-secret-another-secret-1234',
      { sub: String(claims.sub), role: 'admin', tv: 0 },
      now,
    ),
  ];
}

/** Signed with the real secret but with claims no session has: the server must not fail on them. */
export async function oddlySignedTokens(secret: string, now: Date): Promise<string[]> {
  const odd = [
    { sub: 'not-a-uuid', role: 'student', tv: 0 },
    { sub: '00000000-0000-4000-8000-000000000000', role: 'admin', tv: 0 },
    { sub: `${'9'.repeat(40)}`, role: 'superuser', tv: -1 },
    { sub: '\u0000', role: 'alumni', tv: 2 ** 40 },
  ] as const;
  return Promise.all(odd.map((claims) => signToken(secret, claims as never, now)));
}

const JUNK_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer  ',
  'Bearer null',
  'Bearer undefined',
  'Bearer a.b.c',
  'Bearer ...',
  'Bearer eyJhbGciOiJIUzI1NiJ9',
  `Bearer ${'A'.repeat(7000)}`,
  `Bearer ${'eyJ'.repeat(100)}.${'x'.repeat(100)}.${'y'.repeat(100)}`,
  'Basic dXNlcjpwYXNz',
  'Digest username="x"',
  'null',
  '',
];

/** Mostly the caller's own token, so the route's handler is reached. */
export function authorizationArb(
  token: string | undefined,
  forged: readonly string[],
  oddlySigned: readonly string[],
): fc.Arbitrary<AuthChoice> {
  const own = token
    ? [
        {
          weight: 16,
          arbitrary: fc.constant<AuthChoice>({ authorization: `Bearer ${token}`, isForged: false }),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(`bearer ${token}`, `Bearer ${token} `, `Bearer ${token} ${token}`, token)
            .map((authorization): AuthChoice => ({ authorization, isForged: false })),
        },
      ]
    : [{ weight: 6, arbitrary: fc.constant<AuthChoice>({ isForged: false }) }];
  return fc.oneof(
    ...own,
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...JUNK_AUTHORIZATION),
          headerText(200).map((text) => `Bearer ${text}`),
        )
        .map((authorization): AuthChoice => ({ authorization, isForged: true })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...forged)
        .map((value): AuthChoice => ({ authorization: `Bearer ${value}`, isForged: true })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...oddlySigned)
        .map((value): AuthChoice => ({ authorization: `Bearer ${value}`, isForged: false })),
    },
  );
}
