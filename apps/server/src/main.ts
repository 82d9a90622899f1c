import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { DataDirInUseError, holdDataDir } from './db/data-dir-lock.js';
import { DEMO_ACCOUNT, EXPIRED_ACCOUNT } from './modules/seed/index.js';
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
const app = await buildApp(database, config);
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
    config.smtpUrl
      ? '  E-mails (password recovery) go out through SMTP_URL'
      : `  E-mails (password recovery) are written to ${join(config.dataDir, 'outbox')}`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

function portIsFree(host: string, port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Runs prepare-database.ts (built beside this file) on a PGlite folder; whether it seeded. */
function prepareInProcess(dataDir: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = fork(
      fileURLToPath(new URL('./prepare-database.js', import.meta.url)),
      [dataDir],
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
}
