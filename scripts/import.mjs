// `npm run import -- catalogue FILE...`: install and build what is missing, then run the
// server's importer against the same database `npm start` uses (DATA_DIR or DATABASE_URL).
import { buildIfStale, ensureDependencies, root, run } from './lib.mjs';

await ensureDependencies();
await buildIfStale();
const code = await run(process.execPath, ['apps/server/dist/import.js', ...process.argv.slice(2)], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
