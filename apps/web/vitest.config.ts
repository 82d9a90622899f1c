import { defineProject, mergeConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { moduleMockingTests } from './build/module-mocking-tests';
import { preactAliases } from './build/preact-aliases';

const root = fileURLToPath(new URL('.', import.meta.url));
const TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
// A file that mocks a module (vi.mock) gets modules of its own; the others share them.
const mocking = moduleMockingTests(root, ['src', 'build']);

const common = defineProject({
  plugins: [react()],
  resolve: {
    // ES module builds, so that their imports of React meet the aliases too.
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'main'],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
      // Its package main is CommonJS, whose require() would bypass the aliases above.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A test waits on jsdom, Preact and lazily imported modules: on a 2-core machine running the
    // server's suites beside it, a lazy chunk's first import can take seconds.
    testTimeout: 15_000,
    unstubGlobals: true,
    // Libraries that import React are transformed by Vite, so the aliases give them Preact too.
    server: {
      deps: {
        inline: true,
      },
    },
  },
});

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
