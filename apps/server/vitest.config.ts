import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // PGlite starts a WebAssembly Postgres per test file; give it room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
