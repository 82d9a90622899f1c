// The web test files that mock a module (vi.mock), each run with modules of its own.
export { isolated as default } from './vitest.config';
