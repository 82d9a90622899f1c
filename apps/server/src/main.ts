import { fork } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { joinCluster, type Cluster, type ClusterLog } from './cluster/index.js';
import { readConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { DataDirInUseError, holdDataDir } from './db/data-dir-lock.js';
import { closeGracefully } from './http/draining.js';
import { DEMO_ACCOUNT, EXPIRED_ACCOUNT } from './modules/intake/seed/index.js';
import { DEMO_OPERATOR, DEMO_OPERATORS } from './modules/studio/operators/index.js';
import type { PreparationAnswer } from './prepare-database.js';
import { preparationFailure } from './preparation-failure.js';
import { prepareDatabase } from './prepare-steps.js';

const config = readConfig();

// Checked before the database opens, so a second start never touches the first one's data.
if (!(await portIsFree(config.host, config.port))) {
  console.error(
    `Port ${config.port} on ${config.host} is already in use: is Marquee already running?\n` +
      `Stop the other server, or start this one on another port: PORT=${config.port + 1} npm start`,
  );
  process.exit(1);
}

const pgliteDir = join(config.dataDir, 'pglite');
// Held for the server's life (released when it exits), before anything opens the folder: a
// second server or an import on the same DATA_DIR would corrupt it (db/data-dir-lock.ts).
if (!config.databaseUrl) {
  try {
    holdDataDir(pgliteDir, 'server');
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
// A first start on the embedded database is prepared by a process of its own, which takes the
// memory that making the database and seeding it grow (prepare-database.ts) with it when it ends.
const firstStart = !config.databaseUrl && !existsSync(join(pgliteDir, 'PG_VERSION'));
let seeded: boolean;
let database: Database;
try {
  if (firstStart) {
    seeded = await prepareInProcess(pgliteDir);
    database = await openDatabase({ dataDir: pgliteDir });
  } else {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir });
    seeded = await prepareDatabase(database);
  }
} catch (error) {
  console.error(preparationFailure(error, where));
  process.exit(1);
}
// The server's logger, once built, for what the cluster reports during the server's life.
const logs: { server?: FastifyBaseLogger } = {};
let cluster: Cluster;
try {
  cluster = await joinCluster(config, laterLog());
} catch (error) {
  console.error((error as Error).message);
  await database.close();
  process.exit(1);
}
const app = await buildApp(database, { ...config, cluster });
logs.server = app.log;
await app.listen({ host: config.host, port: config.port });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(
  [
    '',
    `  Marquee is running on http://${config.host}:${port}`,
    `  Database: ${where}${seeded ? ', seeded with demo data' : ''}`,
    `  Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}` +
      ` (expired subscription: ${EXPIRED_ACCOUNT.email} / ${EXPIRED_ACCOUNT.password})`,
    `  Studio (/studio): ${DEMO_OPERATORS.map(({ email, role }) => `${email} (${role})`).join(', ')}` +
      ` / ${DEMO_OPERATOR.password}`,
    config.smtpUrl
      ? '  E-mails (password recovery) go out through SMTP_URL'
      : `  E-mails (password recovery) are written to ${join(config.dataDir, 'outbox')}`,
    ...(config.redisUrl
      ? ['  Sockets and changes are shared with other instances (REDIS_URL)']
      : []),
    '',
  ].join('\n'),
);

// A stop lets what is in flight finish (http/draining.ts), then lets go of Redis and the
// database; a second signal stops at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const again of ['SIGINT', 'SIGTERM'] as const) process.once(again, () => process.exit(1));
    void stop();
  });
}

async function stop(): Promise<void> {
  let code = 0;
  try {
    await closeGracefully(app, app.draining, {
      delayMs: config.shutdownDelayMs,
      graceMs: config.shutdownGraceMs,
      log: app.log,
    });
    await cluster.close();
    await database.close();
  } catch (error) {
    console.error('Marquee did not stop cleanly:', error);
    code = 1;
  }
  process.exit(code);
}

/** The server's logger once it is built; the console before. */
function laterLog(): ClusterLog {
  const to =
    (level: 'warn' | 'error') =>
    (details: unknown, message?: string): void => {
      if (logs.server) logs.server[level](details, message);
      else console[level](message ?? details, message ? details : '');
    };
  return { warn: to('warn'), error: to('error') };
}

function portIsFree(host: string, port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * Runs prepare-database.ts (built beside this file) on a folder of its own beside `pgliteDir`,
 * and moves that into place only once it is complete: a first start killed at any moment
 * leaves no database, which the next start prepares again, rather than half of one. Whether it
 * seeded.
 */
async function prepareInProcess(pgliteDir: string): Promise<boolean> {
  const parent = dirname(pgliteDir);
  const prefix = `${basename(pgliteDir)}.preparing-`;
  // What a killed first start left: its folder, and a database folder with no database in it.
  for (const name of readdirSync(parent)) {
    if (name.startsWith(prefix)) rmSync(join(parent, name), { recursive: true, force: true });
  }
  rmSync(pgliteDir, { recursive: true, force: true });
  const preparing = join(parent, `${prefix}${process.pid}`);
  const seeded = await new Promise<boolean>((resolve, reject) => {
    const child = fork(
      fileURLToPath(new URL('./prepare-database.js', import.meta.url)),
      [preparing],
      {
        stdio: 'inherit',
      },
    );
    let answer: PreparationAnswer = {};
    child.on('message', (message: PreparationAnswer) => (answer = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(answer.seeded ?? false)
        : reject(
            new Error(answer.failure ?? `Preparing the database stopped with exit code ${code}`),
          ),
    );
  });
  renameSync(preparing, pgliteDir);
  return seeded;
}
