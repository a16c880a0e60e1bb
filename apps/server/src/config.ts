import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

/** Validated once at start-up. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** Unset: answers use the origin each request reached, and mail links `linkBaseUrl`. */
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('MentorBridge <no-reply@mentorbridge.local>'),
  CONTACT_INBOX: z.email().default('support@mentorbridge.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: optionalUrl,
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  PLATFORM_TIME_ZONE: z.string().default('Asia/Kolkata'),
  /** How long a freed workshop seat stays held for the waitlisted student it is offered to. */
  WORKSHOP_SEAT_HOLD_HOURS: z.coerce.number().positive().max(168).default(12),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '3 to 63 lowercase letters, digits, dots or hyphens')
      .optional(),
  ),
  /** Any S3-compatible store; unset means AWS. Setting it switches to path-style bucket addressing. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
});

type ParsedEnv = z.infer<typeof configSchema>;
export type Config = Omit<ParsedEnv, 'JWT_SECRET'> & { JWT_SECRET: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  if (!parsed.JWT_SECRET && parsed.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)',
    );
  }
  if (parsed.STORAGE_DRIVER === 's3' && !parsed.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER is s3');
  }
  return { ...parsed, JWT_SECRET: parsed.JWT_SECRET ?? readOrCreateSecret(parsed.DATA_DIR) };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function isGoogleConfigured(
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>,
): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/**
 * Where links made without a request point (mail sent by jobs, Google's registered callback): PUBLIC_URL,
 * or this server on localhost.
 */
export function linkBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

export function isDevMailbox(config: Pick<Config, 'SMTP_URL' | 'NODE_ENV'>): boolean {
  return !config.SMTP_URL && config.NODE_ENV !== 'production';
}
