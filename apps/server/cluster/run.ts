/**
 * `npm run test:cluster`: nginx with deploy/nginx.conf in front of two server processes on one PostgreSQL,
 * one Redis and s3rver; runs the cluster tests and the e2e journeys, then checks both instances' logs.
 * Needs TEST_DATABASE_URL, TEST_REDIS_URL (uses and empties CLUSTER_REDIS_DB, default 5) and nginx.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { checkLogs } from './log-checks';
import { NGINX_BINARY, writeTestNginxConf } from './nginx';
import { freePort, run, type Started, startProcess, stopProcess, waitUntilOk } from './processes';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_DB = Number(process.env.CLUSTER_REDIS_DB ?? 5);
const JWT_SECRET = 'cluster-secret-cluster-secret-cluster-secret-0123';
const BUCKET = 'mentorbridge-cluster';
const SPECS = process.env.CLUSTER_SPECS?.split(/[\s,]+/).filter(Boolean) ?? [];

const cleanups: Array<() => Promise<unknown>> = [];

async function main(): Promise<number> {
  if (!NGINX_BINARY) throw new Error('nginx is not installed: apt-get install -y nginx');
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    if ((await run('npm', ['run', 'build'], process.env)) !== 0) throw new Error('the web build failed');
  }
  const work = await mkdtemp(path.join(tmpdir(), 'mb-cluster-'));
  process.stdout.write(`cluster run in ${work}\n`);

  const database = `mb_cluster_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).toString();

  const redisUrl = Object.assign(new URL(REDIS_URL), { pathname: `/${REDIS_DB}` }).toString();
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  await redis.flushdb();
  cleanups.push(async () => {
    await redis.flushdb();
    redis.disconnect();
  });

  const s3Dir = path.join(work, 's3');
  await mkdir(s3Dir);
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const s3Address = await s3.run();
  cleanups.push(async () => {
    const closing = s3.close();
    s3.httpServer.closeAllConnections();
    await closing;
  });

  const [portA, portB, balancerPort] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const instanceEnv = (port: number, seed: boolean): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATA_DIR: path.join(work, `data-${port}`),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET,
    TRUST_PROXY: 'true',
    JOBS_ENABLED: 'true',
    SEED_DEMO_DATA: String(seed),
    // `debug` carries the scheduler's "job ran" lines that the log check counts.
    LOG_LEVEL: 'debug',
    SMTP_URL: '',
    WEB_DIST_DIR: '',
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  const server = (name: string, port: number, seed: boolean): Started => {
    const started = startProcess(
      name,
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      instanceEnv(port, seed),
      path.join(work, `${name}.log`),
    );
    cleanups.push(() => stopProcess(started));
    return started;
  };
  // The first instance migrates and seeds the demo campus; the second starts on the finished database.
  const a = server('instance-a', portA, true);
  await waitUntilOk(a, `http://127.0.0.1:${portA}/api/ready`);
  const b = server('instance-b', portB, false);
  await waitUntilOk(b, `http://127.0.0.1:${portB}/api/ready`);

  const nginxConf = await writeTestNginxConf(
    path.join(ROOT, 'deploy/nginx.conf'),
    path.join(work, 'nginx'),
    balancerPort,
    [portA, portB],
  );
  const nginx = startProcess(
    'nginx',
    NGINX_BINARY,
    ['-c', nginxConf, '-g', 'daemon off;'],
    process.env,
    path.join(work, 'nginx.log'),
  );
  cleanups.push(() => stopProcess(nginx));
  await waitUntilOk(nginx, `${publicUrl}/api/ready`);
  process.stdout.write(`nginx on ${publicUrl} in front of :${portA} and :${portB}\n`);

  const testEnv = {
    ...process.env,
    CLUSTER_URL: publicUrl,
    CLUSTER_DATABASE_URL: databaseUrl,
    CLUSTER_INSTANCES: `http://127.0.0.1:${portA},http://127.0.0.1:${portB}`,
    CLUSTER_JWT_SECRET: JWT_SECRET,
    CLUSTER_LOGS: `${a.logFile},${b.logFile}`,
  };
  const clusterTests = await run(
    'npx',
    ['vitest', 'run', '--config', 'apps/server/vitest.cluster.config.ts'],
    testEnv,
  );

  // The journeys start on fresh counters, as on a new morning: the cluster tests spent some on purpose.
  await redis.flushdb();
  const journeys = await run('npm', ['run', 'test', '-w', '@mentorbridge/e2e', '--', ...SPECS], {
    ...process.env,
    E2E_BASE_URL: publicUrl,
  });

  const logProblems = await checkLogs([a.logFile, b.logFile], databaseUrl);
  for (const problem of logProblems) process.stderr.write(`log check: ${problem}\n`);
  process.stdout.write(
    `cluster: tests ${clusterTests === 0 ? 'passed' : 'FAILED'}, journeys ${journeys === 0 ? 'passed' : 'FAILED'}, logs ${logProblems.length === 0 ? 'clean' : 'FAILED'}\n`,
  );
  const passed = clusterTests === 0 && journeys === 0 && logProblems.length === 0;
  if (passed) cleanups.unshift(() => rm(work, { recursive: true, force: true }));
  else process.stderr.write(`the instances' and nginx's logs are in ${work}\n`);
  return passed ? 0 : 1;
}

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      process.stderr.write(`clean-up: ${String(error)}\n`);
    }
  }
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error) => {
    process.stderr.write(`test:cluster failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    await cleanUp();
    process.exit(1);
  });
