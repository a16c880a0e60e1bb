import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { MODULES } from './modules';
import { SessionSubjects } from './platform/auth/session-subjects';
import { TokenVerifier } from './platform/auth/tokens';
import { TableCache } from './platform/cache/table-cache';
import { type Clock, systemClock } from './platform/clock';
import type { AppContext, AppInstance, RouteTableEntry } from './platform/context';
import type { Database } from './platform/db/database';
import { registerErrorHandlers } from './platform/http/error-handler';
import { registerEtags } from './platform/http/etag';
import { loggerOptions } from './platform/http/logger';
import { registerMultipart } from './platform/http/multipart';
import { registerOpenApi } from './platform/http/openapi';
import { registerPublicFiles } from './platform/http/public-files';
import { registerAbsoluteUrls } from './platform/http/public-url';
import { registerRateLimits } from './platform/http/rate-limit';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { serializerCompiler } from './platform/http/serializer';
import { DEFAULT_WEB_DIST, registerWebApp } from './platform/http/web-app';
import { registerIdempotency } from './platform/idempotency/idempotency';
import { MailService } from './platform/mail/mail-service';
import { createConsoleTransport, createSmtpTransport, type MailTransport } from './platform/mail/transport';
import type { AppModule } from './platform/module';
import { createFileStorage } from './platform/storage/create-file-storage';
import type { FileStorage } from './platform/storage/storage';
import { findTokenSubject } from './platform/users/users.repository';

export interface AppDependencies {
  config: Config;
  database: Database;
  clock?: Clock;
  mailTransport?: MailTransport;
  storage?: FileStorage;
  logger?: FastifyBaseLogger | boolean;
}

export function enabledModules(config: Config): AppModule[] {
  return MODULES.filter((module) => module.isEnabled?.(config) ?? true);
}

export async function buildApp(deps: AppDependencies): Promise<AppInstance> {
  const { config, database } = deps;
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

  const clock = deps.clock ?? systemClock;
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
    storage: deps.storage ?? (await createFileStorage(config)),
    logger: app.log,
    tokens: new TokenVerifier(config.JWT_SECRET),
    sessions: new SessionSubjects((id) => findTokenSubject(database.db, id)),
    cache: new TableCache(),
  };
  app.decorate('ctx', ctx);
  await ctx.sessions.start(database, (error) =>
    app.log.warn({ err: error }, 'session invalidation listener lost; reading users until it is back'),
  );
  await ctx.cache.start(database, (error) =>
    app.log.warn({ err: error }, 'table change listener lost; reading afresh until it is back'),
  );
  // A write's answer leaves once its change has been heard here, so the writer's next read sees it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      await ctx.cache.settled();
    }
    return payload;
  });

  // Handlers first: Fastify gives plugins the handlers that exist when they are registered.
  registerErrorHandlers(app);
  await registerWebApp(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  // Before compression: its onSend hook must see the answer as text, to keep it.
  await registerIdempotency(app);
  registerAbsoluteUrls(app, config);
  registerEtags(app);
  await registerSecurityHeaders(app, config.PUBLIC_URL);
  await registerMultipart(app);
  await registerRateLimits(app, config);
  await registerOpenApi(app);

  // `await register` loads a plugin at once, so `owner` names the module of each route.
  const routeTable: RouteTableEntry[] = [];
  let owner = 'platform';
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, module: owner });
  });
  app.decorateRequest('user', null);

  const modules = enabledModules(config);
  for (const module of modules) {
    if (!module.routes) continue;
    owner = module.name;
    await app.register(module.routes);
  }
  owner = 'platform';
  await registerPublicFiles(
    app,
    modules.flatMap((module) => module.publicFiles ?? []),
  );

  app.addHook('onClose', async () => {
    await ctx.sessions.stop();
    await ctx.cache.stop();
    await ctx.mail.close();
    // A store passed in belongs to the caller, who closes it.
    if (!deps.storage) await ctx.storage.close?.();
  });
  return app;
}
