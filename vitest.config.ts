import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/player-core',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.mocking.config.ts',
      'apps/studio',
      'scripts/vitest.config.mjs',
    ],
    // Vitest leaves a core to its main process, which on a 2-core machine means one worker.
    // The test files wait on PGlite, PostgreSQL and jsdom in turn, so a worker per core runs
    // the suite in a little over half the time (PGlite pass: 415 s down to 233 s).
    maxWorkers: '100%',
  },
});
