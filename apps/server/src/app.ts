import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { type Config, isDevMailbox } from './config';
import { authRoutes } from './modules/auth/auth.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { directoryRoutes } from './modules/directory/directory.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mentorshipRoutes } from './modules/mentorship/mentorship.routes';
import { devMailboxRoutes } from './modules/notifications/dev-mailbox.routes';
import { filesRoutes } from './modules/profiles/files.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { workshopsRoutes } from './modules/workshops/workshops.routes';
import { type Clock, systemClock } from './platform/clock';
import type { AppContext, AppInstance } from './platform/context';
import type { Database } from './platform/db/database';
import { registerErrorHandlers } from './platform/http/error-handler';
import { DEFAULT_WEB_DIST, registerWebApp } from './platform/http/web-app';
import { MailService } from './platform/mail/mail-service';
import { createConsoleTransport, createSmtpTransport, type MailTransport } from './platform/mail/transport';
import { LocalFileStorage } from './platform/storage/local-storage';
import type { FileStorage } from './platform/storage/storage';

export interface AppDependencies {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Overrides the transport chosen from the configuration (tests). */
  mailTransport?: MailTransport;
  /** Overrides the file store chosen from the configuration (tests). */
  storage?: FileStorage;
  /** Overrides the logger built from LOG_LEVEL (tests pass a silent one). */
  logger?: FastifyBaseLogger | boolean;
}

/** The Content-Security-Policy the built app runs under: no inline script, no third-party origin. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

function loggerOptions(config: Config) {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Builds the app: plugins, then modules, then the error and not-found handlers (ARCHITECTURE.md section 2). */
export async function buildApp(deps: AppDependencies): Promise<AppInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger === undefined ? loggerOptions(config) : deps.logger,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const transport =
    deps.mailTransport ??
    (config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : createConsoleTransport(app.log));
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    mail: new MailService(database.db, transport, clock, app.log),
    storage: deps.storage ?? new LocalFileStorage(path.resolve(config.DATA_DIR, 'files')),
    logger: app.log,
  };
  app.decorate('ctx', ctx);

  // Handlers first: Fastify gives plugins the handlers that exist when they are registered.
  registerErrorHandlers(app);
  await registerWebApp(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Counters live in Redis when configured, so every instance behind a load balancer shares them.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  // Uploads are streamed; each route sets its own size limit when it reads the file.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: 10 * 1024 * 1024 } });
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'mentorbridge-rl-',
    // A Redis outage must not lock users out; requests pass unthrottled until it returns.
    skipOnError: true,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'MentorBridge API',
        description:
          'The MentorBridge JSON API. Errors answer `{message, code, errors?}`; lists that grow return the total in `X-Total-Count`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline style attributes, which hashes cannot allow; only its own pages get this.
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
        .replace(/ validator\.swagger\.io/, ''),
  });

  // Every API route, as registered: the authorization matrix test checks that each one is listed.
  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  app.decorateRequest('user', null);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(contactRoutes);
  await app.register(profilesRoutes);
  await app.register(filesRoutes);
  await app.register(directoryRoutes);
  await app.register(mentorshipRoutes);
  await app.register(workshopsRoutes);
  if (isDevMailbox(config)) await app.register(devMailboxRoutes);

  app.addHook('onClose', async () => {
    await ctx.mail.close();
    redis?.disconnect();
  });
  return app;
}
