// Runs autocannon with its load in a worker thread, so an in-process server and the load
// generator each have an event loop (and, on two cores, a core) of their own.
import { createRequire } from 'node:module';

export interface LoadTest {
  url: string;
  /** Request paths; every connection cycles through them in order. */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  megabytesPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
}

// autocannon ships no types: the part of its options and result used here.
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  workers: number;
  headers: Record<string, string>;
  requests: { method: 'GET'; path: string }[];
  setupClient: string;
}) => Promise<AutocannonResult>;
const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

/** Loads `url` with autocannon for `seconds` and reports throughput and latency. */
export async function runLoadTest(test: LoadTest): Promise<LoadResult> {
  const result = await autocannon({
    url: test.url,
    connections: test.connections,
    duration: test.seconds,
    workers: 1,
    headers: test.headers,
    requests: test.paths.map((path) => ({ method: 'GET', path })),
    // Bodies are not kept: decoding them capped the client below the servers (the file says why).
    setupClient: require.resolve('./skip-response-bodies.cjs'),
  });
  const { p50, p90, p99, max } = result.latency;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50, p90, p99, max },
    megabytesPerSecond: Math.round(result.throughput.average / 1e5) / 10,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
