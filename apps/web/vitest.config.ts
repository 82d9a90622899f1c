import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { preactAliases } from './build/preact-aliases';

export default defineProject({
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
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
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
