import { defineProject, mergeConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { preactTestProject } from '../web/build/preact-test-project';

// The console's unit tests: jsdom, with Preact behind React's API as in its build.
export default mergeConfig(
  preactTestProject(fileURLToPath(new URL('.', import.meta.url))),
  defineProject({ test: { name: 'studio' } }),
);
