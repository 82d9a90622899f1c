// Reading a large XMLTV guide as a stream (apps/server/src/modules/intake/guide-import/parse-xmltv.ts):
// a generated guide of about BENCH_GUIDE_MB (50) megabytes is parsed from a Readable that makes
// it on the fly, so the input never sits in memory; the figures are the time, the programmes
// read, and the growth of the V8 heap and of the resident set over the run. heapUsed counts
// garbage not yet collected (the young generation alone is some 16-32 MB), so growth well below
// the input's size is what streaming looks like; a parser that kept the document or its
// batches would grow by several times the input.
import { Readable } from 'node:stream';
import { readXmltv } from '../apps/server/src/modules/intake/guide-import/parse-xmltv';
import { machine } from './machine';

const machineAtStart = machine();
const TARGET_BYTES = Number(process.env.BENCH_GUIDE_MB ?? 50) * 1024 * 1024;

const programme = (i: number) =>
  `  <programme start="2021011710${String(i % 60).padStart(2, '0')}00 +1300" stop="20210117110000 +1300" channel="tv.${i % 80}">\n` +
  `    <title lang="en">Programme number ${i}</title>\n    <desc lang="en">${'A description that goes on. '.repeat(8)}</desc>\n` +
  `    <category lang="en">Drama</category>\n  </programme>\n`;

let produced = 0;
function* generate() {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<tv>\n';
  for (let i = 0; produced < TARGET_BYTES;) {
    let chunk = '';
    while (chunk.length < 64 * 1024) chunk += programme(i++);
    produced += chunk.length;
    yield chunk;
  }
  yield '</tv>\n';
}

const MB = 1024 * 1024;
const before = process.memoryUsage();
let peakHeap = before.heapUsed;
let peakRss = before.rss;
let programmes = 0;
let rejected = 0;
const started = performance.now();
for await (const batch of readXmltv('generated.xml', Readable.from(generate()))) {
  programmes += batch.programmes.length;
  rejected += batch.rejected.length;
  const now = process.memoryUsage();
  peakHeap = Math.max(peakHeap, now.heapUsed);
  peakRss = Math.max(peakRss, now.rss);
}
const seconds = (performance.now() - started) / 1000;

console.log(
  JSON.stringify(
    {
      benchmark: 'xmltv-stream',
      machineAtStart,
      inputMegabytes: Math.round(produced / MB),
      programmes,
      rejected,
      seconds: Math.round(seconds * 10) / 10,
      megabytesPerSecond: Math.round(produced / MB / seconds),
      peakHeapGrowthMegabytes: Math.round((peakHeap - before.heapUsed) / MB),
      peakRssGrowthMegabytes: Math.round((peakRss - before.rss) / MB),
    },
    null,
    2,
  ),
);
