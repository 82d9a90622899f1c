// The built server's start time and memory, measured from outside its process:
// - demo data: a fresh DATA_DIR, so the start migrates and seeds; the time from spawn to the
//   first healthy answer, the resident memory idle, then after a short visit of the web app's
//   calls (log in, home's lists, a film page, a TV show page, searches, a few dozen list pages);
// - demo data again: a second start on the same folder (no migration, no seed), measured alike;
// - real catalogue: the same folder with the 12,833 real films of ../shared/data/catalogue
//   imported (with the server stopped: PGlite has one writer), restarted, measured alike.
// Memory is the kernel's view of the server process (/proc/PID/status): it includes PGlite,
// which runs in the server's process as WebAssembly. The server exposes no heap
// figures of its own (no endpoint, no inspector), so there is no V8 heap breakdown here.
// Budgets (issue): cold start under 5 s on a fresh DATA_DIR; RSS at most 300 MiB on the demo
// data and 400 MiB with the real films.
import { readFileSync, rmSync } from 'node:fs';
import { machine } from './machine';
import { importRealCatalogue, withRealCatalogue, realCatalogueFiles } from './real-catalogue';
import { freshDataDir, startServer, type StartedServer } from './start-server';
import { browseLikeTheWebApp, logIn } from './web-calls';

const machineAtStart = machine();

const BUDGET = { coldStartMs: 5000, demoRssMiB: 300, realCatalogueRssMiB: 400 };
const SETTLE_MS = 1000;

const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10;

/** Fields of a /proc file such as `VmRSS:  123456 kB`, in KiB. */
function procFields(path: string): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^(\w+):\s+(\d+) kB$/.exec(line);
    if (match) fields[match[1]!] = Number(match[2]);
  }
  return fields;
}

/** Resident memory of a process, in MiB: total, peak, and anonymous / file-backed / shared. */
function memoryOf(pid: number) {
  const status = procFields(`/proc/${pid}/status`);
  return {
    rssMiB: mib(status.VmRSS ?? 0),
    peakRssMiB: mib(status.VmHWM ?? 0),
    anonymousMiB: mib(status.RssAnon ?? 0),
    fileBackedMiB: mib(status.RssFile ?? 0),
    sharedMemoryMiB: mib(status.RssShmem ?? 0),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Idle memory, a visit of the web app's calls, and memory again. */
async function measure(server: StartedServer) {
  await settle();
  const idle = memoryOf(server.pid);
  const warmUpStart = performance.now();
  const token = await logIn(server.baseUrl);
  const calls = 1 + (await browseLikeTheWebApp(server.baseUrl, token));
  const warmUpMs = Math.round(performance.now() - warmUpStart);
  await settle();
  return { idle, warmUp: { calls, ms: warmUpMs }, warm: memoryOf(server.pid) };
}

/** Starts the server on `dataDir`, measures it and stops it. */
async function startAndMeasure(dataDir: string) {
  const server = await startServer({ dataDir });
  try {
    return { startupMs: server.startupMs, ...(await measure(server)) };
  } finally {
    await server.stop();
  }
}

const dataDir = freshDataDir();
try {
  if (withRealCatalogue) realCatalogueFiles(); // fail before anything runs when it is missing
  const { startupMs: coldStartMs, ...fresh } = await startAndMeasure(dataDir);
  const demo = {
    data: 'demo seed, fresh DATA_DIR (the start migrates and seeds)',
    coldStartMs,
    ...fresh,
    met: {
      coldStart: coldStartMs < BUDGET.coldStartMs,
      rss: fresh.warm.rssMiB <= BUDGET.demoRssMiB,
    },
  };
  // The same data on a second start, which neither migrates nor seeds: the server as it runs
  // from then on.
  const { startupMs: restartMs, ...again } = await startAndMeasure(dataDir);
  const demoRestarted = {
    data: 'demo seed, second start on the same DATA_DIR',
    restartMs,
    ...again,
    met: { rss: again.warm.rssMiB <= BUDGET.demoRssMiB },
  };

  let realCatalogue;
  if (withRealCatalogue) {
    const importRun = await importRealCatalogue(dataDir);
    const { startupMs, ...real } = await startAndMeasure(dataDir);
    realCatalogue = {
      data: 'demo seed plus the 12,833 real films, imported with the server stopped, then a restart',
      import: importRun,
      restartMs: startupMs,
      ...real,
      met: { rss: real.warm.rssMiB <= BUDGET.realCatalogueRssMiB },
    };
  }

  console.log(
    JSON.stringify(
      {
        benchmark: 'memory',
        machineAtStart,
        budget: BUDGET,
        measured: {
          startup: 'spawn of node apps/server/dist/main.js to the first 200 of /api/health',
          memory: `/proc/PID/status of the server process, ${SETTLE_MS} ms after start and after the warm-up`,
          heap: 'not measured: the server exposes no heap figures, and an inspector would change what is measured',
        },
        demo,
        demoRestarted,
        realCatalogue: realCatalogue ?? 'not run (BENCH_REAL_CATALOGUE=0)',
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
