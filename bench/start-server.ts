// Starts the built server (apps/server/dist/main.js, as `npm start` does) on a free port for one
// benchmark: on a fresh database by default, or on a data folder the caller owns.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A new, empty data folder (DATA_DIR) under the system's temporary folder. */
export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'marquee-bench-'));
}

export interface StartOptions {
  /**
   * The server's DATA_DIR. Given, the folder is the caller's: it is kept when the server stops
   * (to restart on it, or to import into it between two starts). Absent, a fresh folder is made
   * and removed on stop.
   */
  dataDir?: string;
}

export interface StartedServer {
  baseUrl: string;
  /** The server process's id (its memory is in /proc/PID/status). */
  pid: number;
  dataDir: string;
  /** From spawn to the first healthy answer of /api/health, polled every 20 ms. */
  startupMs: number;
  stop: () => Promise<void>;
}

/** The built server on a free port with a fresh database (or `dataDir`), and a way to stop it. */
export async function startServer(options: StartOptions = {}): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? freshDataDir();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  const started = performance.now();
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  const removeData = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (exited) {
      removeData();
      throw new Error(`The server exited before it answered (DATA_DIR ${dataDir})`);
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error('The server did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    baseUrl,
    pid: server.pid!,
    dataDir,
    startupMs,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          removeData();
          resolve();
        };
        if (exited) return done();
        server.once('exit', done);
        server.kill('SIGTERM');
      }),
  };
}
