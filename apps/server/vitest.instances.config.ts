import { defineProject } from 'vitest/config';

// Several built servers on PostgreSQL and Redis (src/several-instances*.test.ts: the shared
// state, and a restreamed channel), and change notices on a real Redis
// (src/cluster/redis-cluster.test.ts): a suite of its own, run by `npm test` when
// TEST_DATABASE_URL and TEST_REDIS_URL are set, after the build.
export default defineProject({
  // Run with --config from the repository's root: the paths below are this folder's.
  root: import.meta.dirname,
  test: {
    name: 'instances',
    environment: 'node',
    include: ['src/several-instances*.test.ts', 'src/cluster/redis-cluster.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
