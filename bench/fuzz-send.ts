// Sending the fuzz benchmark's cases (fuzz.bench.ts) over raw HTTP, BENCH_CONNECTIONS at a
// time, and what came back: a status, a dropped connection, or a request node:http would not send.
import { Agent, request } from 'node:http';
import type { Case } from './fuzz-cases';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

export const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** How a case ended: the answer's status, or the connection's error, or not sent at all. */
export type Outcome = number | { dropped: string } | 'unsendable';

/** Sends a case as it is, on a kept-alive connection or (`fresh`) a new one. */
function sendOnce(baseUrl: string, drawn: Case, fresh: boolean): Promise<Outcome> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    let req;
    try {
      req = request(
        {
          agent: fresh ? false : agent,
          hostname,
          port,
          method: drawn.method,
          path: drawn.path,
          headers: drawn.headers,
        },
        (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode ?? 0));
          response.once('error', (error) => resolve({ dropped: describe(error) }));
        },
      );
    } catch {
      // node:http refuses some paths and header values before sending: nothing reached the server.
      resolve('unsendable');
      return;
    }
    req.once('error', (error) => resolve({ dropped: describe(error) }));
    req.end(drawn.body);
  });
}

const describe = (error: Error) => (error as NodeJS.ErrnoException).code ?? error.message;

/**
 * Sends a case; a connection that breaks is tried once more on a new one, since a kept-alive
 * connection the server has just closed (after refusing a body it would not read) breaks under
 * the next request without the server having seen it.
 */
export async function send(baseUrl: string, drawn: Case): Promise<Outcome> {
  const first = await sendOnce(baseUrl, drawn, false);
  if (typeof first !== 'object') return first;
  triedAgain += 1;
  const again = await sendOnce(baseUrl, drawn, true);
  return typeof again === 'object' ? { dropped: `${first.dropped}, then ${again.dropped}` } : again;
}

/** Cases whose kept-alive connection broke, sent again on a new one. */
export let triedAgain = 0;
