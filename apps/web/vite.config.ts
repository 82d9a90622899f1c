import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { preactAliases } from './build/preact-aliases';
import { documentHints } from './build/document-hints';
import { precompress } from './build/precompress';
import { firstVisitRoutes } from './src/app/first-visit-routes';

// The API server of `npm start`; API_PROXY_TARGET points the dev server elsewhere.
const API_TARGET = process.env.API_PROXY_TARGET || 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), documentHints(firstVisitRoutes), precompress()],
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
          // A cold visit on a phone pays a round trip per file, and most shared chunks were
          // under 1.5 kB: those under 4 kB (source) are copied into the chunks that import them.
          // A page went from about 50 files to 16 for about 1 KiB more (docs/decisions.md,
          // "A first paint without waiting for the API").
          experimentalInlineCommonChunks: { maxSize: 4000 },
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
          ],
        },
      },
    },
  },
});
