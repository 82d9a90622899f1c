// How a server's memory moves under a benchmark's load, in three readings that the garbage
// collector's sawtooth does not blur:
// - resident memory sampled every second, and read as the median over a window (the last
//   seconds of the warm-up, the last seconds of the run) rather than at one instant, which
//   lands anywhere between just after a full collection and just before the next;
// - the live JavaScript heap after each full collection (Mark-Compact), from the server's
//   `--trace-gc` lines: what a leak would make grow;
// - and, where the server runs with the inspector open, its memory after forced full
//   collections (`settledMemory`), read at the two points the budgets compare.
import { once } from 'node:events';
import WebSocket, { type RawData } from 'ws';
import { residentMiB } from './machine';

/** Node's flags for a server whose memory is followed (start-server.ts `nodeArgs`). */
export const TRACE_GC = ['--trace-gc'];

export interface MemorySampler {
  /** Median resident memory (MiB) of each process over the last `seconds`. */
  recentMedian(seconds: number): number[];
  /** Highest sample of each process since `mark()` (or the start). */
  peak(): number[];
  /** Forgets the peak so far. */
  mark(): void;
  stop(): void;
}

export function sampleResidentMemory(pids: number[], everyMs = 1000): MemorySampler {
  const samples: { at: number; mib: number[] }[] = [];
  let peakFrom = 0;
  const take = () => samples.push({ at: Date.now(), mib: pids.map(residentMiB) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    recentMedian(seconds) {
      const since = Date.now() - seconds * 1000;
      const recent = samples.filter((sample) => sample.at >= since);
      return pids.map((_, index) => median(recent.map((sample) => sample.mib[index]!)));
    },
    peak() {
      return pids.map((_, index) =>
        Math.max(...samples.slice(peakFrom).map((sample) => sample.mib[index]!)),
      );
    },
    mark() {
      peakFrom = samples.length;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** Node's flag that opens the inspector on a free loopback port (read by `settledMemory`). */
export const INSPECT = ['--inspect=127.0.0.1:0'];

/** `process.memoryUsage()` of a server, in MiB. */
export interface MemoryUsageMiB {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/**
 * A server's memory once nothing collectable is left: two full collections through the
 * inspector (the server runs with `INSPECT` and `stdio: 'pipe'`), a second's pause for the
 * allocator to hand pages back, then the server's own `process.memoryUsage()`. Two such
 * readings compare like with like, where resident memory under load lands anywhere on the
 * collector's sawtooth.
 */
export async function settledMemory(server: { output(): string }): Promise<MemoryUsageMiB> {
  const address = /Debugger listening on (ws:\/\/\S+)/.exec(server.output())?.[1];
  if (!address) throw new Error('the server was not started with INSPECT and stdio "pipe"');
  const socket = new WebSocket(address);
  await once(socket, 'open');
  try {
    let lastId = 0;
    const send = (method: string, params: object = {}) =>
      new Promise<{ result?: { value?: unknown } }>((resolve, reject) => {
        const id = ++lastId;
        const onMessage = (data: RawData) => {
          const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
          const message = JSON.parse(bytes.toString()) as {
            id?: number;
            error?: { message: string };
            result?: { result?: { value?: unknown } };
          };
          if (message.id !== id) return;
          socket.off('message', onMessage);
          if (message.error) reject(new Error(`${method}: ${message.error.message}`));
          else resolve(message.result ?? {});
        };
        socket.on('message', onMessage);
        socket.send(JSON.stringify({ id, method, params }));
      });
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const answer = await send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(String(answer.result?.value)) as Record<keyof MemoryUsageMiB, number>;
    const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    return {
      rss: mib(usage.rss),
      heapUsed: mib(usage.heapUsed),
      external: mib(usage.external),
      arrayBuffers: mib(usage.arrayBuffers),
    };
  } finally {
    socket.close();
  }
}

/** Live heap (MiB) after each full collection in `--trace-gc` output, in order. */
export function liveHeapAfterFullGc(output: string): number[] {
  return [...output.matchAll(/Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/g)].map(
    (match) => Number(match[1]),
  );
}

/**
 * The live heap after the first and the last `count` full collections since `from` (an index
 * into `liveHeapAfterFullGc`), as medians, and its growth between them.
 */
export function liveHeapTrend(
  afterGc: number[],
  from: number,
  count = 3,
): { first: number; last: number; growth: number; collections: number } | undefined {
  const run = afterGc.slice(from);
  if (run.length < 2 * count) return undefined;
  const first = median(run.slice(0, count));
  const last = median(run.slice(-count));
  return { first, last, growth: ratio(last, first), collections: run.length };
}

/** `after / before - 1`, to three decimals. */
export function ratio(after: number, before: number): number {
  return Math.round((after / before - 1) * 1000) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}
