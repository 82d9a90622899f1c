import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** What both browser apps (apps/web, apps/studio) are linted with: hooks, a11y, no cycles. */
const browserApp = (name) => ({
  files: [`apps/${name}/**/*.{ts,tsx}`],
  plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
  languageOptions: { globals: { ...globals.browser } },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: `apps/${name}/tsconfig.json` }),
    ],
  },
  rules: {
    ...reactHooks.configs.recommended.rules,
    'react-hooks/exhaustive-deps': 'error',
    ...jsxA11y.flatConfigs.recommended.rules,
    'import-x/no-cycle': 'error',
  },
});

// Every folder under features/ is a feature of its own.
const webFeatures = readdirSync(new URL('../../apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The lint of the browser apps: the subscriber app (apps/web) and the console (apps/studio). */
export const browserAppConfigs = [
  {
    ...browserApp('web'),
    rules: {
      ...browserApp('web').rules,
      // app -> features -> entities -> shared, and features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/entities', './apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not depend on entities, features or the app shell.',
            },
            {
              target: './apps/web/src/entities',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Entities must not depend on features or the app shell.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not depend on the app shell.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features must not import each other: move the shared piece to src/shared.',
            })),
          ],
        },
      ],
      // An entity is reached through its index, or a component of its ui/ (lazy dialogs);
      // inside it, files import each other relatively.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/entities/*/*', '!@/entities/*/ui'],
              message: 'Import an entity through its index (@/entities/<name>) or its ui/.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'localStorage',
          message: 'Use the storage module (src/shared/storage) instead of raw localStorage.',
        },
      ],
    },
  },
  {
    // The operators' console (apps/studio): app -> pages -> the rest (api, session, i18n, ui).
    ...browserApp('studio'),
    rules: {
      ...browserApp('studio').rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/studio/src/pages',
              from: './apps/studio/src/app',
              message: 'Pages must not depend on the app shell: what they share goes in session/.',
            },
            {
              target: ['api', 'i18n', 'session', 'ui'].map(
                (folder) => `./apps/studio/src/${folder}`,
              ),
              from: ['./apps/studio/src/app', './apps/studio/src/pages'],
              message: 'Shared code must not depend on pages or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ holds generic code only: no query or mutation (server data is cached in an
    // entity) and no endpoint of the contract (only an entity or a feature calls the API; the
    // client in shared/api takes the endpoint it is given). Tests may name endpoints.
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              message: 'Server data lives in an entity (src/entities/<name>), not in shared.',
            },
            {
              name: '@marquee/contract',
              importNames: ['api'],
              message: 'Only entities and features call the API: move the call to an entity.',
            },
          ],
          patterns: [
            {
              group: ['@/entities/*/*', '!@/entities/*/ui'],
              message: 'Import an entity through its index (@/entities/<name>) or its ui/.',
            },
          ],
        },
      ],
    },
  },
];
