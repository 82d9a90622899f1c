import { join } from 'node:path';

// Each Playwright worker drives a server of its own (playwright.config.ts starts one per
// worker), so specs in parallel never see each other's accounts, catalogue edits or campaigns.

/**
 * How many workers, and so servers, the suite runs: E2E_WORKERS, else one (docs/decisions.md,
 * "The end-to-end suite's workers": two are faster, but some specs' timing is not yet sure on
 * two cores).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);

/** The first worker's server port: E2E_PORT, else 18080; the next workers take the next ports. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 18_080);

/** The server of worker `index` (Playwright's parallel index, 0 to E2E_WORKERS − 1). */
export function workerServer(index: number): { port: number; baseURL: string; dataDir: string } {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  const port = FIRST_PORT + index;
  return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: join(root, `worker-${index}`) };
}

/** The server of the worker this code runs in. */
export function ownServer(): ReturnType<typeof workerServer> {
  return workerServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}
