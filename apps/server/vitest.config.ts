import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Its own suite (vitest.instances.config.ts): it needs PostgreSQL, Redis and a build.
    exclude: [
      '**/node_modules/**',
      'src/several-instances*.test.ts',
      'src/cluster/redis-cluster.test.ts',
    ],
    // One migrated database per run that each test file's database is copied from.
    globalSetup: ['./src/test/global-setup.ts'],
    // The test files share each worker's modules: no file mocks a module, and the server keeps
    // no state in them that one file could leave to the next. PGlite's WebAssembly and the
    // server's imports are then loaded once per worker instead of once per file (PGlite pass:
    // 117 s down to 53 s).
    isolate: false,
    // PGlite starts a WebAssembly Postgres per test file; give it room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
