import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { precacheListOf, workerVersionOf } from './precache-list';

/** Written in place of the version by the bundling, then replaced by the version itself. */
const VERSION_MARK = '@@MARQUEE_WORKER_VERSION@@';

/** Bundles the worker's entry into one classic script, with the list of files it keeps. */
async function bundleWorker(entry: string, precache: readonly string[]): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __MARQUEE_PRECACHE__: JSON.stringify(precache),
      __MARQUEE_WORKER_VERSION__: JSON.stringify(VERSION_MARK),
    },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      rolldownOptions: { input: entry, output: { format: 'iife', entryFileNames: 'sw.js' } },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk =
    result && 'output' in result ? result.output.find((file) => file.type === 'chunk') : undefined;
  if (!chunk) throw new Error('the service worker did not bundle into a script');
  return chunk.code;
}

/**
 * Vite plugin: writes `sw.js` at the root of the build, the service worker of
 * `src/service-worker/service-worker.ts` with this build's files to keep and a version that
 * changes with them, so each build installs as a new version. Build only: the dev server has
 * no worker.
 */
export function serviceWorker(options: { exclude?: RegExp } = {}): Plugin {
  const entry = fileURLToPath(new URL('../src/service-worker/service-worker.ts', import.meta.url));
  return {
    name: 'marquee:service-worker',
    apply: 'build',
    async generateBundle(_options, bundle: OutputBundle) {
      const precache = precacheListOf(Object.keys(bundle), options.exclude);
      const code = await bundleWorker(entry, precache);
      const version = workerVersionOf(code, precache);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: code.replaceAll(VERSION_MARK, version),
      });
    },
  };
}
