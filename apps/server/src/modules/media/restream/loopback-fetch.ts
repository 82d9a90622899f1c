// A SafeFetch for the tests' loopback upstreams: plain http.get with the same limits and
// UpstreamError codes as the policy-bound fetch, and no address policy.
import { get as httpGet, type IncomingMessage } from 'node:http';
import {
  UpstreamError,
  type FetchLimits,
  type OpenLimits,
  type SafeFetch,
} from '../../../http/upstream-types.js';

function failure(error: Error & { code?: string }): Error {
  if (error instanceof UpstreamError || error.name === 'AbortError') return error;
  if (error.code === 'ECONNREFUSED') return new UpstreamError('refused', error.message);
  return new UpstreamError('network', error.message);
}

/** The 2xx answer's headers; `timeoutMs` later the request fails with `timeout`. */
function answer(url: string, timeoutMs: number, signal?: AbortSignal) {
  const request = httpGet(url, { agent: false, signal });
  let answered: IncomingMessage | undefined;
  const timer = setTimeout(
    () =>
      (answered ?? request).destroy(new UpstreamError('timeout', `No answer from ${url} in time.`)),
    timeoutMs,
  );
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.on('error', (error) => reject(failure(error)));
    request.on('response', (message) => {
      answered = message;
      const status = message.statusCode ?? 0;
      if (status >= 200 && status < 300) return resolve(message);
      message.resume();
      reject(new UpstreamError('http', `${url} answered ${status}.`, status));
    });
  });
  return { response, timer };
}

export function loopbackFetch(): SafeFetch {
  return {
    async get(url: string, limits: FetchLimits) {
      const { response, timer } = answer(url, limits.timeoutMs, limits.signal);
      try {
        const message = await response;
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of message as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > limits.maxBytes) {
            message.destroy();
            throw new UpstreamError('too_large', `${url} is over ${limits.maxBytes} bytes.`);
          }
          chunks.push(chunk);
        }
        const body = Buffer.concat(chunks);
        return {
          url,
          status: message.statusCode ?? 200,
          contentType: message.headers['content-type'],
          body,
        };
      } catch (error) {
        throw failure(error as Error);
      } finally {
        clearTimeout(timer);
      }
    },
    async open(url: string, limits: OpenLimits) {
      const { response, timer } = answer(url, limits.connectTimeoutMs, limits.signal);
      try {
        const message = await response;
        message.socket.setTimeout(limits.idleMs, () =>
          message.destroy(
            new UpstreamError('idle', `${url} sent nothing for ${limits.idleMs} ms.`),
          ),
        );
        return { url, contentType: message.headers['content-type'], body: message };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
