// The guide importer on a large guide (apps/server/src/modules/intake/guide-import): a generated
// XMLTV guide of BENCH_GUIDE_CHANNELS (500) channels over BENCH_GUIDE_DAYS (7) days, about
// 200,000 programmes, and an M3U list of the same channels, written to a temporary folder and
// imported into a fresh DATA_DIR by runImportCommand, the code `npm run import` runs, each
// import in a child process of its own (this file again, with --child) so that its memory is
// its own: the time, programmes per second, and the peak resident set and V8 heap, sampled
// every 50 ms, with the kernel's maximum resident set (process.resourceUsage) beside them.
// PGlite runs in that process, so its memory is in the resident figures.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { runImportCommand } from '../apps/server/src/import-command';
import type { GuideReport } from '../apps/server/src/modules/intake/guide-import/import-guide';
import type { ChannelsReport } from '../apps/server/src/modules/intake/live-import/import-channels';
import { machine } from './machine';

const MB = 1024 * 1024;

/** One import, measured from inside: prints the command's JSON line, then the figures. */
async function child([dataDir, ...args]: string[]): Promise<void> {
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 50);
  const started = performance.now();
  const code = await runImportCommand(args, { dataDir: dataDir!, databaseUrl: undefined });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  sample();
  console.log(
    JSON.stringify({
      code,
      seconds,
      peakRssMiB: peakRss / MB,
      peakHeapMiB: peakHeap / MB,
      maxRssMiB: process.resourceUsage().maxRSS / 1024,
    }),
  );
}

async function main(): Promise<void> {
  const machineAtStart = machine();
  const channels = Number(process.env.BENCH_GUIDE_CHANNELS ?? 500);
  const days = Number(process.env.BENCH_GUIDE_DAYS ?? 7);
  const folder = await mkdtemp(join(tmpdir(), 'marquee-guide-bench-'));
  try {
    const list = join(folder, 'bench.m3u');
    const guide = join(folder, 'bench.xml');
    await writeFile(list, m3u(channels));
    const programmes = { count: 0 };
    await pipeline(Readable.from(xmltv(channels, days, programmes)), createWriteStream(guide));
    const guideMegabytes = (await stat(guide)).size / MB;

    const dataDir = join(folder, 'data');
    const channelImport = await measure<ChannelsReport>(dataDir, ['channels', '--json', list]);
    const guideImport = await measure<GuideReport>(dataDir, ['guide', '--json', guide]);
    const round = (value: number) => Math.round(value * 10) / 10;
    console.log(
      JSON.stringify(
        {
          benchmark: 'guide-import',
          machineAtStart,
          guide: {
            channels,
            days,
            programmes: programmes.count,
            megabytes: round(guideMegabytes),
          },
          channelImport: {
            seconds: round(channelImport.figures.seconds),
            // Counts: the report's list of every channel and its sources is as long as the list.
            report: { ...channelImport.report, channels: channelImport.report.channels.length },
          },
          guideImport: {
            seconds: round(guideImport.figures.seconds),
            programmesPerSecond: Math.round(programmes.count / guideImport.figures.seconds),
            peakRssMiB: round(guideImport.figures.peakRssMiB),
            maxRssMiB: round(guideImport.figures.maxRssMiB),
            peakHeapMiB: round(guideImport.figures.peakHeapMiB),
            programmes: guideImport.report.programmes,
            matchedChannels: guideImport.report.channels.matched,
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

interface Figures {
  code: number;
  seconds: number;
  peakRssMiB: number;
  peakHeapMiB: number;
  maxRssMiB: number;
}

/** Runs one import in a child process; its report and figures. */
async function measure<Report>(
  dataDir: string,
  args: string[],
): Promise<{ report: Report; figures: Figures }> {
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const process_ = spawn(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, '--child', dataDir, ...args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    process_.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    process_.on('error', reject);
    process_.on('close', resolve);
  });
  const text = Buffer.concat(output).toString().trim();
  // The child's stderr is this process's: a crash has already said why.
  if (code !== 0) throw new Error(`import ${args[0]} exited with ${code}: ${text}`);
  const [printed, figures] = text.split('\n').slice(-2);
  const result = JSON.parse(printed!) as { imported: boolean; report: Report };
  if (!result.imported) throw new Error(`import ${args[0]} refused: ${printed}`);
  return { report: result.report, figures: JSON.parse(figures!) as Figures };
}

const channelId = (n: number) => `ch${n}.bench`;

function m3u(channels: number): string {
  const lines = ['#EXTM3U'];
  for (let n = 1; n <= channels; n++) {
    lines.push(
      `#EXTINF:-1 tvg-id="${channelId(n)}" group-title="Bench",Bench ${n}`,
      `https://example.com/${n}.m3u8`,
    );
  }
  return lines.join('\n') + '\n';
}

/** XMLTV time in UTC. */
const time = (ms: number) =>
  new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14) + ' +0000';

// Lengths of 15 to 35 minutes in turn, 25 on average: 57.6 programmes a channel a day.
const LENGTHS = [15, 20, 25, 30, 35].map((minutes) => minutes * 60_000);

/** The guide, channel by channel as grabbers write it, in chunks of about 64 KB. */
function* xmltv(channels: number, days: number, programmes: { count: number }) {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<tv generator-info-name="marquee bench">\n';
  let chunk = '';
  for (let n = 1; n <= channels; n++) {
    chunk += `  <channel id="${channelId(n)}"><display-name>Bench ${n}</display-name></channel>\n`;
  }
  const from = Date.UTC(2026, 0, 1);
  const to = from + days * 24 * 3_600_000;
  for (let n = 1; n <= channels; n++) {
    for (let start = from, i = n; start < to; i++) {
      const stop = start + LENGTHS[i % LENGTHS.length]!;
      chunk +=
        `  <programme start="${time(start)}" stop="${time(stop)}" channel="${channelId(n)}">\n` +
        `    <title lang="en">Programme ${i} of channel ${n}</title>\n` +
        `    <desc lang="en">${'A description that goes on for a while. '.repeat(3)}</desc>\n` +
        `    <category lang="en">Drama</category>\n` +
        `  </programme>\n`;
      programmes.count += 1;
      start = stop;
      if (chunk.length > 64 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
  }
  yield chunk + '</tv>\n';
}

// Last, once every constant above is defined.
if (process.argv[2] === '--child') {
  await child(process.argv.slice(3));
} else {
  await main();
}
