// A fresh clone stays clean: what `npm start` and `npm test` do (install, build, prepare a
// database, run) changes nothing that git tracks or leaves unignored. `npm test` checks it at
// its end (test.mjs). Node built-ins only.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `git status --porcelain` of the checkout, or null outside one (a tarball, no git). */
export function treeStatus() {
  try {
    return execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

/**
 * Runs `npm start` on a free port and a fresh DATA_DIR until the server answers its health
 * check, then stops it. Resolves with what went wrong, or null.
 */
export async function startBriefly({ timeoutMs = 120_000 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-start-check-'));
  const child = spawn(npm, ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  let problem = `npm start did not serve /api/health within ${timeoutMs / 1000} s`;
  try {
    while (Date.now() < deadline) {
      const early = await Promise.race([exited, sleep(250).then(() => undefined)]);
      if (early !== undefined) {
        problem = `npm start exited (${early}) before it served`;
        break;
      }
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) {
        problem = null;
        break;
      }
    }
  } finally {
    // npm, the start script and the server are one process group.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, sleep(15_000)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return problem && `${problem}:\n${output.slice(-2000)}`;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
