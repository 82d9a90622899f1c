import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { browserAppConfigs } from './scripts/eslint/browser-apps.mjs';
import noImportCycle from './scripts/eslint/no-import-cycle.mjs';
import { serverDomains } from './apps/server/domains.mjs';

// The server's domains and the domains each may use (apps/server/domains.mjs).
const serverModulesFolder = new URL('./apps/server/src/modules/', import.meta.url);
const foldersIn = (url) =>
  readdirSync(url, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const declaredDomains = Object.keys(serverDomains);
for (const domain of foldersIn(serverModulesFolder)) {
  if (!(domain in serverDomains)) {
    throw new Error(
      `apps/server/src/modules/${domain} is no declared domain (apps/server/domains.mjs)`,
    );
  }
}
for (const [domain, uses] of Object.entries(serverDomains)) {
  for (const used of uses) {
    if (declaredDomains.indexOf(used) >= declaredDomains.indexOf(domain)) {
      throw new Error(`The ${domain} domain may use only domains declared before it, not ${used}`);
    }
  }
}
// Every folder of a domain is a module of its own.
const serverModules = declaredDomains.flatMap((domain) =>
  foldersIn(new URL(`${domain}/`, serverModulesFolder)).map((module) => `${domain}/${module}`),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/server/media/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Every spec runs under the shared fixtures: a CSP violation in any page fails it.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures', which fails a spec on CSP violations.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read raw response bodies on purpose, to check what goes over the wire.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The server's modules meet only through each other's index.ts (server-module.ts), a domain
    // uses only the domains it declares (apps/server/domains.mjs), the HTTP layer knows no module, and no
    // import goes round in a circle.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    plugins: { 'import-x': importX, marquee: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' }),
      ],
    },
    rules: {
      // import-x/no-cycle skips type-only imports; this one counts them (scripts/eslint).
      'marquee/no-import-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/http',
              from: './apps/server/src/modules',
              message: 'The HTTP layer must not depend on a module.',
            },
            {
              target: './apps/server/src/*.ts',
              from: './apps/server/src/modules/**',
              except: ['**/apps/server/src/modules/*/*/index.ts'],
              message: 'Reach a module through its index.ts.',
            },
            ...Object.entries(serverDomains).flatMap(([domain, uses]) => {
              const others = declaredDomains.filter(
                (other) => other !== domain && !uses.includes(other),
              );
              return others.length === 0
                ? []
                : [
                    {
                      target: `./apps/server/src/modules/${domain}`,
                      from: others.map((other) => `./apps/server/src/modules/${other}`),
                      message:
                        uses.length === 0
                          ? `The ${domain} domain uses no other domain (apps/server/README.md).`
                          : `The ${domain} domain may use only ${uses.join(', ')} (apps/server/README.md).`,
                    },
                  ];
            }),
            ...serverModules.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules/**',
              except: [
                `**/apps/server/src/modules/${module}/**`,
                '**/apps/server/src/modules/*/*/index.ts',
              ],
              message: 'Modules meet through their index.ts only.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The player core is a package of its own (packages/player-core/README.md): it knows no UI
    // framework and nothing of the web app, whose `@/` aliases it cannot reach.
    files: ['packages/player-core/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'preact',
                'preact*',
                'preact/*',
              ],
              message:
                'The player core is free of React and Preact: the web app adapts it (hooks).',
            },
            {
              group: ['@/*'],
              message: 'The player core cannot import the web app: take it as a parameter.',
            },
          ],
        },
      ],
    },
  },
  ...browserAppConfigs,
);
