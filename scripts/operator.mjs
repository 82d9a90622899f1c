// `npm run operator -- add EMAIL --role owner|editor|support`: install and build what is
// missing, then add a studio operator to the database `npm start` uses (DATA_DIR or
// DATABASE_URL); it prints the operator's one-time password.
import { buildIfStale, ensureDependencies, root, run } from './lib.mjs';

await ensureDependencies();
await buildIfStale();
const code = await run(
  process.execPath,
  ['apps/server/dist/operator.js', ...process.argv.slice(2)],
  {
    cwd: root,
    env: { NODE_ENV: 'production', ...process.env },
    stdio: 'inherit',
  },
);
process.exit(code);
