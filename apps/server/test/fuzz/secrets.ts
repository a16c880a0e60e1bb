import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../src/platform/context';
import { DEFAULT_PASSWORD } from '../factories';

export interface Sentinels {
  secrets: string[];
  codes: string[];
}

async function column(app: AppInstance, query: string): Promise<string[]> {
  const result = await app.ctx.db.execute(sql.raw(query));
  return (result as unknown as { rows: Array<{ value: string | null }> }).rows
    .map((row) => row.value)
    .filter((value): value is string => typeof value === 'string' && value.length > 0);
}

/** Codes are stored hashed, so the mails are where the plain codes are. */
export async function readSentinels(app: AppInstance): Promise<Sentinels> {
  const secrets = [
    app.ctx.config.JWT_SECRET,
    DEFAULT_PASSWORD,
    ...(await column(app, 'select password_hash as value from users')),
    ...(await column(app, 'select code_hash as value from auth_codes')),
    ...(await column(app, 'select code_verifier as value from oauth_states')),
  ];
  const mails = await column(
    app,
    `select text as value from mail_outbox where subject ilike '%code%' or subject ilike 'verify%'`,
  );
  const codes = [...new Set(mails.flatMap((text) => text.match(/(?<!\d)\d{6}(?!\d)/g) ?? []))];
  return { secrets, codes };
}

export function findLeak(text: string, sentinels: Sentinels, tokens: readonly string[]): string | undefined {
  const secret = [...sentinels.secrets, ...tokens].find((value) => text.includes(value));
  if (secret) return secret;
  // Bounded by neither digits nor letters: a request id's hex (`…a037689b…`) is not a code.
  return sentinels.codes.find((code) => new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`).test(text));
}
