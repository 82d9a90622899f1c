// `npm run bench`: builds what is stale, runs every benchmark in this folder and prints their
// figures as JSON. Benchmarks report; they never fail on a budget.
import { readdirSync } from 'node:fs';
import { buildIfStale, ensureDependencies, mustRun, root } from '../scripts/lib.mjs';

await ensureDependencies();
await buildIfStale();
const only = process.argv.slice(2);
const benches = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)));
for (const file of benches) {
  await mustRun(process.execPath, ['--import', 'tsx', `bench/${file}`], { cwd: root });
}
