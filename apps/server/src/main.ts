import path from 'node:path';
import v8 from 'node:v8';
import { buildApp, enabledModules } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './platform/db/database';
import { platformJobs } from './platform/jobs/platform-jobs';
import { JobScheduler } from './platform/jobs/scheduler';
import { startupMessage } from './platform/startup-message';
import { formatSeedReport, seedDemoData } from './seed/seed';

/**
 * The old generation may grow by half between full collections; V8's own 1.1–4× let a busy heap hold as
 * much garbage as live data. Benchmark RSS 319 -> 229 MB at equal CPU (docs/performance.md).
 */
const HEAP_GROWING_PERCENT = 50;

async function main() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.resolve(config.DATA_DIR, 'pglite'),
  });
  await database.migrate();

  const app = await buildApp({ config, database });
  const seedDemo = config.SEED_DEMO_DATA ?? database.kind === 'pglite';
  if (seedDemo) {
    const report = await seedDemoData(app.ctx);
    if (report.seeded) process.stdout.write(formatSeedReport(report));
  }

  const scheduler = new JobScheduler(database.db, app.ctx.clock, app.log);
  if (config.JOBS_ENABLED) {
    const moduleJobs = enabledModules(config).flatMap((module) => module.jobs?.(app.ctx) ?? []);
    for (const job of [...platformJobs(app.ctx), ...moduleJobs]) scheduler.register(job);
    scheduler.start();
    app.ctx.mail.enableAutoDelivery();
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ signal }, 'shutdown took longer than 10 s; exiting with requests still open');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      // New connections are refused at once; requests in flight finish before the database closes.
      await scheduler.stop();
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error, signal }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info({ signal }, 'shut down cleanly');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(startupMessage(app.server.address(), config.PUBLIC_URL, database.kind));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `MentorBridge failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
