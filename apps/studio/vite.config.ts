import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { preactAliases } from '../web/build/preact-aliases';
import { precompress } from '../web/build/precompress';

// The API server of `npm start`; API_PROXY_TARGET points the dev server elsewhere.
const API_TARGET = process.env.API_PROXY_TARGET || 'http://127.0.0.1:8080';

/**
 * The operators' console: a web app of its own, served at /studio by the API server
 * (apps/server, modules/studio/console-app). It shares the contract and the subscriber app's
 * design tokens, and React's API served by Preact, as the subscriber app does; nothing of it
 * reaches the subscriber app's bundle.
 */
export default defineConfig({
  base: '/studio/',
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
    ],
  },
  server: {
    port: 5174,
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
    rolldownOptions: {
      onwarn(warning, warn) {
        // As in the subscriber app (apps/web/vite.config.ts): React Router's optional hook.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return;
        }
        warn(warning);
      },
    },
  },
});
