import { defineProject, mergeConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { moduleMockingTests } from './build/module-mocking-tests';
import { preactTestProject } from './build/preact-test-project';

const root = fileURLToPath(new URL('.', import.meta.url));
const TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
// A file that mocks a module (vi.mock) gets modules of its own; the others share them.
const mocking = moduleMockingTests(root, ['src', 'build']);

const common = preactTestProject(root);

/**
 * Most test files share their worker's modules and jsdom window (`isolate: false`): setting up
 * jsdom and importing Preact, the router and the app's modules once per file cost more than
 * the tests themselves (the web pass took 230 s, of which the tests 89 s). src/test/setup.ts
 * puts back after each test what a test may change: the DOM, storage, the stores
 * (__mocks__/zustand.ts) and the language.
 */
export const shared = mergeConfig(
  common,
  defineProject({
    test: {
      name: 'web',
      include: TESTS,
      exclude: ['**/node_modules/**', ...mocking],
      isolate: false,
    },
  }),
);

/** The files that mock a module, each in modules of its own (vitest.mocking.config.ts). */
export const isolated = mergeConfig(
  common,
  defineProject({ test: { name: 'web-mocking', include: mocking } }),
);

export default shared;
