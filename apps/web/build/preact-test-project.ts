import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactAliases } from './preact-aliases';

/**
 * The Vitest project of a browser app built on Preact behind React's API (the subscriber app and
 * the console): jsdom, `@` for the app's `src`, the aliases its build uses, and the app's
 * `src/test/setup.ts`.
 */
export function preactTestProject(appRoot: string) {
  return defineProject({
    plugins: [react()],
    resolve: {
      // ES module builds, so that their imports of React meet the aliases too.
      conditions: ['module', 'browser', 'development'],
      mainFields: ['module', 'main'],
      alias: [
        { find: '@', replacement: join(appRoot, 'src') },
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
      // A test waits on jsdom, Preact and lazily imported modules: on a 2-core machine running
      // the server's suites beside it, a lazy chunk's first import can take seconds.
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
}
