// The server the end-to-end suite drives: the built app on a fresh PGlite database in a
// temporary folder, removed again when the run ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'marquee-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.kill(signal));
}
server.once('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
