import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { E2E_WORKERS, workerServer } from './worker-server';

// The servers' fresh DATA_DIRs, under one folder made once by the runner process (workers
// inherit the variable); specs read the mail outbox under their server's (see outbox.ts).
// Playwright stops the servers with a kill they cannot clean up after, so the runner removes
// the folder when it exits.
if (!process.env.E2E_DATA_DIR) {
  const made = mkdtempSync(join(tmpdir(), 'marquee-e2e-'));
  process.env.E2E_DATA_DIR = made;
  process.once('exit', () => rmSync(made, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  // Spec files are shared out among the workers; a file's tests run in order in one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // baseURL is each worker's own server's (fixtures.ts).
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A service worker would take requests away from page.route interception, which many specs
    // use; installable-app.spec.ts allows it for itself.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: findChromium() ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const server = workerServer(index);
    return {
      command: 'node scripts/e2e-server.mjs',
      cwd: '..',
      url: `${server.baseURL}/api/health`,
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        E2E_DATA_DIR: server.dataDir,
        PUBLIC_URL: server.baseURL,
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    };
  }),
});
