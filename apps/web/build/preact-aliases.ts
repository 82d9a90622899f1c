import type { Alias } from 'vite';

/**
 * React's API served by Preact (docs/decisions.md, "Preact behind React's API"): the app and
 * its libraries import `react` and `react-dom` and get `preact/compat`, in the build, the dev
 * server and the unit tests alike, so what the tests exercise is what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // React 17's shim for a hook that preact/compat has (react-i18next imports it).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
