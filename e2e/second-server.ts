// A second Marquee server for specs that need one of their own (own-media, own-channels): the
// built server on its own port and DATA_DIR, so the suite's server and its demo data are left
// as they are.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

export interface SecondServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** The environment of a built server or import on `dataDir`, PGlite whatever the suite uses. */
export function secondServerEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    INIT_CWD: root,
  };
  delete env.DATABASE_URL;
  return env;
}

async function waitForHealth(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${baseURL} did not become healthy`);
}

/** Starts `apps/server/dist/main.js` on `port` with `env` and waits until it is healthy. */
export async function startSecondServer(
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<SecondServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: baseURL },
    stdio: 'inherit',
  });
  await waitForHealth(baseURL, server);
  return {
    baseURL,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
