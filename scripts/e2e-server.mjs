// The server the end-to-end suite drives: the built app on a fresh PGlite database in a
// temporary folder, removed again when the run ends.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

// playwright.config.ts names each worker's server's folder in E2E_DATA_DIR, so specs can read its files
// (the mail outbox under DATA_DIR/outbox/); run alone, the script makes its own.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'marquee-e2e-'));
mkdirSync(dataDir, { recursive: true });
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
delete env.DATABASE_URL;
const server = spawn(
  process.execPath,
  [`apps/server/${process.env.SERVER_OUT_DIR || 'dist'}/main.js`],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.kill(signal));
}
server.once('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
