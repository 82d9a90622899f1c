// Bundles the server into dist/ with esbuild: our code and the contract inlined,
// npm dependencies left as imports.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@marquee/'));

// SERVER_OUT_DIR lets parallel end-to-end runs keep bundles of their own (e.g. dist-search).
const outdir = process.env.SERVER_OUT_DIR || 'dist';

await build({
  entryPoints: [
    'src/main.ts',
    'src/import.ts',
    'src/operator.ts',
    'src/prepare-database.ts',
    'src/make-database-template.ts',
  ],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// A first start copies this migrated database instead of running initdb and the migrations.
execFileSync(process.execPath, [join(outdir, 'make-database-template.js')], { stdio: 'inherit' });
