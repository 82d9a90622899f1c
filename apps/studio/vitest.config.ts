import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { preactAliases } from '../web/build/preact-aliases';

// The console's unit tests: jsdom, with Preact behind React's API as in its build.
export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'main'],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    name: 'studio',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15_000,
    server: { deps: { inline: true } },
  },
});
