// Starts the built server (apps/server/dist/main.js, as `npm start` does) on a free port for one
// benchmark: on a fresh database by default, or on a data folder the caller owns
// (apps/server/src/test/server-process.ts).
import {
  freshDataDir as freshFolder,
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
} from '../apps/server/src/test/server-process';

/** A new, empty data folder (DATA_DIR) under the system's temporary folder. */
export const freshDataDir = () => freshFolder('marquee-bench-');

export type StartOptions = Pick<ServerProcessOptions, 'dataDir' | 'env' | 'nodeArgs' | 'stdio'>;

export type StartedServer = ServerProcess;

/** The built server on a free port with a fresh database (or `dataDir`), and a way to stop it. */
export function startServer(options: StartOptions = {}): Promise<StartedServer> {
  return startServerProcess(options);
}
