// `npm start`: install what is missing, build what is stale, then run the server, which
// migrates the database and seeds it when it is empty.
import { buildIfStale, ensureDependencies, root, run } from './lib.mjs';

await ensureDependencies();
await buildIfStale();
const code = await run(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
