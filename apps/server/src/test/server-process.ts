// The built server (apps/server/dist/main.js, as `npm start` runs it) in a process of its own,
// for what needs a real one: benchmarks, several instances, a kill in the middle of a write.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `apps/server/dist/main.js` is run from. */
const repositoryRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

/** A port nothing listens on at this moment, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** A new, empty data folder (DATA_DIR) under the system's temporary folder. */
export function freshDataDir(prefix = 'marquee-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export interface ServerProcessOptions {
  /**
   * The server's DATA_DIR. Given, the folder is the caller's: it is kept when the server stops
   * (to restart on it, or to import into it between two starts). Absent, a fresh folder is made
   * and removed on stop.
   */
  dataDir?: string;
  /** The port to listen on; a free one when absent. */
  port?: number;
  /**
   * Environment on top of this process's (DATABASE_URL, REDIS_URL...). DATABASE_URL and
   * REDIS_URL are only passed on when given here, so the server is on PGlite unless told.
   */
  env?: NodeJS.ProcessEnv;
  /** How long to wait for the first healthy answer; 60 s unless told. */
  startTimeoutMs?: number;
  /**
   * Where the server's output goes: dropped unless told (`inherit` to see it, `pipe` to keep
   * it for `output()`).
   */
  stdio?: 'ignore' | 'inherit' | 'pipe';
  /** Node's own flags for the server process (`--trace-gc`...), which NODE_OPTIONS refuses. */
  nodeArgs?: string[];
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  /** The server process's id (its memory is in /proc/PID/status). */
  pid: number;
  dataDir: string;
  /** From spawn to the first healthy answer of /api/health, polled every 20 ms. */
  startupMs: number;
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM, then waits for the exit; removes a DATA_DIR it made. */
  stop(): Promise<void>;
  /** Sends `signal` (SIGKILL unless told) and waits for the exit; the DATA_DIR stays. */
  kill(signal?: NodeJS.Signals): Promise<number | string>;
  /** What the server printed so far, stdout and stderr (with `stdio: 'pipe'`). */
  output(): string;
}

/** The built server just spawned: it may not answer yet. */
export interface SpawnedServer {
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  exited: Promise<number | string>;
  /** Sends `signal` (SIGKILL unless told) and waits for the exit; the DATA_DIR stays. */
  kill(signal?: NodeJS.Signals): Promise<number | string>;
  /** Polls /api/health every 20 ms until it answers 200; the process, ready. */
  healthy(): Promise<ServerProcess>;
}

/**
 * Spawns the built server and returns at once, before it answers: for a kill in the middle of
 * its start. `startServerProcess` also waits for its first healthy answer.
 */
export async function spawnServerProcess(
  options: ServerProcessOptions = {},
): Promise<SpawnedServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? freshDataDir();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, options.env);
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'apps/server/dist/main.js'], {
    cwd: repositoryRoot,
    env,
    stdio: options.stdio ?? 'ignore',
  });
  let printed = '';
  const keep = (chunk: Buffer) => (printed += chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ended = false;
  const exited = new Promise<number | string>((resolveExit) =>
    child.once('exit', (code, signal) => {
      ended = true;
      resolveExit(code ?? signal ?? 'unknown');
    }),
  );
  const removeData = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (!ended) child.kill(signal);
    return exited;
  };
  const healthy = async (): Promise<ServerProcess> => {
    const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
    for (;;) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (ended) {
        removeData();
        throw new Error(
          `The server exited (${await exited}) before it answered (DATA_DIR ${dataDir})` +
            (printed ? `:\n${printed}` : ''),
        );
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        await exited;
        removeData();
        throw new Error(`The server did not answer within ${options.startTimeoutMs ?? 60_000} ms`);
      }
      await new Promise((wait) => setTimeout(wait, 20));
    }
    return {
      baseUrl,
      port,
      pid: child.pid!,
      dataDir,
      startupMs: Math.round(performance.now() - started),
      exited,
      kill,
      output: () => printed,
      stop: async () => {
        await kill('SIGTERM');
        removeData();
      },
    };
  };
  return { baseUrl, port, pid: child.pid!, dataDir, exited, kill, healthy };
}

/** Starts the built server and resolves once /api/health answers 200. */
export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  return (await spawnServerProcess(options)).healthy();
}
