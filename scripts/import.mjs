// `npm run import -- KIND [--json] FILE...`: install and build what is missing, then run the
// server's importer against the same database `npm start` uses (DATA_DIR or DATABASE_URL).
// With --json, stdout carries the report's JSON object only (run it with `npm run --silent`).
import { buildIfStale, ensureDependencies, keepStdoutForData, root, run } from './lib.mjs';

const args = process.argv.slice(2);
if (args.includes('--json')) keepStdoutForData();
await ensureDependencies();
await buildIfStale();
const code = await run(process.execPath, ['apps/server/dist/import.js', ...args], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
  stdio: 'inherit',
});
process.exit(code);
