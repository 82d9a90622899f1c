// Bundles the server into dist/ with esbuild: our code and the contract inlined,
// npm dependencies left as imports.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@marquee/'));

await build({
  entryPoints: ['src/main.ts', 'src/import.ts', 'src/prepare-database.ts'],
  // SERVER_OUT_DIR lets parallel end-to-end runs keep bundles of their own (e.g. dist-search).
  outdir: process.env.SERVER_OUT_DIR || 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
