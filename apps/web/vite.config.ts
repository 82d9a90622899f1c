import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { preactAliases } from './build/preact-aliases';
import { adoptedLibraryStyles } from './build/adopted-library-styles';
import { appChunkGroups } from './build/chunk-groups';
import { documentHints } from './build/document-hints';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';
import { firstVisitRoutes } from './src/app/first-visit-routes';

// The API server of `npm start`; API_PROXY_TARGET points the dev server elsewhere.
const API_TARGET = process.env.API_PROXY_TARGET || 'http://127.0.0.1:8080';

const route = (module: string) =>
  fileURLToPath(new URL(`./src/app/routes/${module}.tsx`, import.meta.url));

export default defineConfig({
  plugins: [
    adoptedLibraryStyles(),
    react(),
    documentHints(firstVisitRoutes),
    // hls.js plays only online: kept when the player first loads it, not at install.
    serviceWorker({ exclude: /\/hls-[^/]*\.js$/ }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
    ],
  },
  // `vite preview` reuses this proxy.
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
      // The manifest and its icons come from the operator's branding, on the server.
      '/manifest.webmanifest': { target: API_TARGET, changeOrigin: true },
      '/app-icons': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // hls.js (~580 kB, ~180 kB gzip) is the one large chunk, and it loads only with the player.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router looks for React 19's useOptimistic and falls back without it, as it must
        // under preact/compat (docs/decisions.md, "Preact behind React's API").
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return;
        }
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            // hls.js is only reached through the player's dynamic import: its own lazy chunk.
            { name: 'hls', test: /[\\/]node_modules[\\/]hls\.js[\\/]/ },
            // The framework changes less often than the app: a separate, long-cached chunk.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](preact|react-router)[\\/]/,
            },
            // The other libraries every page needs at start (contract schemas, queries, i18n).
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](zod|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
            },
            // The app's own modules by the pages that need them, rather than some fifty small
            // shared chunks each compressed and fetched on its own (build/chunk-groups.ts).
            ...appChunkGroups(
              {
                entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
                signIn: route('login-route'),
                shell: route('protected-layout-route'),
                // The pages outside the shell (router.tsx): they never load its chunk.
                signedOut: [
                  'login-route',
                  'register-route',
                  'success-route',
                  'forgot-password-route',
                  'reset-password-route',
                  'not-found-page',
                ].map(route),
                pageGroups: [
                  {
                    name: 'catalogue',
                    pages: ['home-route', 'movie-route', 'tv-show-route'].map(route),
                  },
                  {
                    name: 'details',
                    pages: ['movie-route', 'tv-show-route', 'episode-route'].map(route),
                  },
                ],
              },
              // The server's texts (the contract's notice-texts*.ts) are reachable from
              // the entry through the contract's index, but only the dictionaries use
              // them: left to the automatic split, they stay out of the start chunk.
              (id) =>
                !/[\\/]node_modules[\\/]/.test(id) &&
                !/[\\/]notice-texts(-pt|-pt-br)?\.ts$/.test(id),
            ),
          ],
        },
      },
    },
  },
});
