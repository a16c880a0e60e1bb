import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { SessionSubjects } from './auth/session-subjects';
import type { TokenVerifier } from './auth/tokens';
import type { TableCache } from './cache/table-cache';
import type { Clock } from './clock';
import type { Database, Db } from './db/database';
import type { MailService } from './mail/mail-service';
import type { FileStorage } from './storage/storage';

/** What services need from the platform: passed explicitly, never imported as globals. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mail: MailService;
  storage: FileStorage;
  logger: FastifyBaseLogger;
  tokens: TokenVerifier;
  sessions: SessionSubjects;
  cache: TableCache;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface RouteTableEntry {
  method: string;
  url: string;
  module: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeTable: RouteTableEntry[];
  }
}
