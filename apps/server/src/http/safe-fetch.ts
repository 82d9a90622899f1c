import { lookup as dnsLookup } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { PassThrough, type Readable } from 'node:stream';
import { addressKind, isFetchable, isPrivateKind, type AddressKind } from './upstream-address.js';
import {
  UpstreamError,
  type OpenLimits,
  type SafeFetch,
  type UpstreamPolicy,
} from './upstream-types.js';

const USER_AGENT = 'Marquee/1.0';
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

interface Answer {
  url: URL;
  response: IncomingMessage;
}

/**
 * Fetches third parties' URLs (IPTV lists' upstreams) only at addresses the policy allows,
 * checked on every address actually connected to, redirects included.
 */
export function createSafeFetch(policy: UpstreamPolicy): SafeFetch {
  const maxRedirects = policy.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const lookup = guardedLookup(policy.allowPrivate);
  // A restream polls the same host every second: reusing its connection saves a handshake.
  const agents = {
    'http:': new HttpAgent({ keepAlive: true }),
    'https:': new HttpsAgent({ keepAlive: true }),
  };

  /** One request to `url`, resolved with its answer's headers. */
  function connect(url: URL, signal: AbortSignal, mayRetry = true): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      signal.throwIfAborted();
      const host = bareHostname(url);
      // Node looks up no IP literal: check it here.
      if (isIP(host) !== 0) {
        const refused = refusal(url.hostname, host, policy.allowPrivate);
        if (refused) throw refused;
      }
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send({
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        auth: credentials(url),
        method: 'GET',
        headers: { 'user-agent': USER_AGENT, accept: '*/*' },
        agent: agents[url.protocol as keyof typeof agents],
        lookup,
      });
      let settled = false;
      const settle = () => {
        settled = true;
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        settle();
        request.destroy();
        reject(abortReason(signal));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      request.on('response', (response) => {
        settle();
        resolve(response);
      });
      // Stays attached after the answer: a socket error then belongs to the body's reader.
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (settled) return;
        settle();
        // A kept-alive connection the upstream closed meanwhile: one new connection.
        if (mayRetry && request.reusedSocket && error.code === 'ECONNRESET') {
          resolve(connect(url, signal, false));
        } else {
          reject(connectionError(error, url));
        }
      });
      request.end();
    });
  }

  /** The 2xx answer `start` leads to, each redirect's target checked again. */
  async function follow(start: URL, signal: AbortSignal): Promise<Answer> {
    let url = start;
    for (let redirects = 0; ; redirects += 1) {
      const response = await connect(url, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location !== undefined) {
        response.destroy();
        if (redirects >= maxRedirects) {
          throw new UpstreamError(
            'redirects',
            `${start.host} redirected more than ${maxRedirects} times`,
          );
        }
        url = parseUrl(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new UpstreamError('http', `${url.host} answered HTTP ${status}`, status);
      }
      return { url, response };
    }
  }

  return {
    async get(text, { timeoutMs, maxBytes, signal }) {
      const start = parseUrl(text);
      const deadline = withDeadline(
        timeoutMs,
        signal,
        () =>
          new UpstreamError(
            'timeout',
            `${start.host} did not answer in full within ${timeoutMs} ms`,
          ),
      );
      try {
        const { url, response } = await follow(start, deadline.signal);
        const body = await readAll(response, maxBytes, deadline.signal, url);
        return {
          url: url.href,
          status: response.statusCode ?? 200,
          contentType: response.headers['content-type'],
          body,
        };
      } finally {
        deadline.dispose();
      }
    },

    async open(text, limits) {
      const start = parseUrl(text);
      const deadline = withDeadline(
        limits.connectTimeoutMs,
        limits.signal,
        () =>
          new UpstreamError(
            'timeout',
            `${start.host} did not answer within ${limits.connectTimeoutMs} ms`,
          ),
      );
      let answer: Answer;
      try {
        answer = await follow(start, deadline.signal);
      } finally {
        deadline.dispose();
      }
      return {
        url: answer.url.href,
        contentType: answer.response.headers['content-type'],
        body: watchedBody(answer, limits),
      };
    },
  };
}

/** A DNS lookup that fails when any address the name resolves to is not fetchable. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses
        .map(({ address }) => refusal(hostname, address, allowPrivate))
        .find((found) => found !== undefined);
      const first = addresses[0];
      if (refused) return callback(refused, '');
      if (options.all) return callback(null, addresses);
      if (!first) return callback(connectionError({ code: 'ENOTFOUND' }, hostname), '');
      callback(null, first.address, first.family);
    });
  };
}

const NEVER_FETCHED: Partial<Record<AddressKind, string>> = {
  metadata: "a cloud machine's metadata address",
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

/** Why `host`, connecting to `address`, may not be fetched; undefined when it may. */
function refusal(host: string, address: string, allowPrivate: boolean): UpstreamError | undefined {
  const kind = addressKind(address);
  if (isFetchable(kind, allowPrivate)) return undefined;
  // The setting's hint only where the setting would help.
  const message = isPrivateKind(kind)
    ? `${host} resolves to ${address}, an address Marquee does not fetch (set UPSTREAM_ALLOW_PRIVATE=1 to allow private addresses)`
    : `${host} resolves to ${address}, ${NEVER_FETCHED[kind] ?? 'an address'} Marquee never fetches`;
  return new UpstreamError('blocked', message);
}

/** An http(s) URL, relative ones resolved against `base`; anything else is `bad_url`. */
function parseUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new UpstreamError('bad_url', `"${text.slice(0, 200)}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UpstreamError(
      'bad_url',
      `Only http and https addresses are fetched, not ${url.protocol.slice(0, 20)}`,
    );
  }
  return url;
}

/** The user and password a URL carries, as Node's request takes them (`user:password`). */
function credentials(url: URL): string | undefined {
  if (!url.username && !url.password) return undefined;
  try {
    return `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  } catch {
    throw new UpstreamError(
      'bad_url',
      `The user or password in the address of ${url.host} is malformed`,
    );
  }
}

/** The URL's host name as Node's request takes it: an IPv6 literal without its brackets. */
function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function connectionError(
  error: Pick<NodeJS.ErrnoException, 'code'> & Partial<Error>,
  where: URL | string,
): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const host = typeof where === 'string' ? where : where.host;
  if (error.code === 'ECONNREFUSED') {
    return new UpstreamError('refused', `${host} refused the connection`);
  }
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
    return new UpstreamError('network', `${host} was not found`);
  }
  return new UpstreamError(
    'network',
    `The connection to ${host} failed (${error.code ?? error.message ?? 'unknown error'})`,
  );
}

/** Reads a whole body, stopping as soon as it is over `maxBytes`. */
async function readAll(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  url: URL,
): Promise<Buffer> {
  const tooLarge = () =>
    new UpstreamError('too_large', `${url.host} sent a body over ${maxBytes} bytes`);
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const stop = () => response.destroy();
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw error instanceof UpstreamError ? error : connectionError(error as Error, url);
  } finally {
    signal.removeEventListener('abort', stop);
  }
  // The last chunk and the abort can come in one turn.
  signal.throwIfAborted();
  return Buffer.concat(chunks, size);
}

/**
 * The body of an answer as a stream that fails with `idle` when the upstream sends nothing for
 * `idleMs`, and that the caller's signal destroys.
 */
function watchedBody({ url, response }: Answer, { idleMs, signal }: OpenLimits): Readable {
  const body = new PassThrough();
  const idle = setTimeout(() => {
    // A reader that has not taken what came stops the upstream, not the other way round.
    if (body.writableNeedDrain) {
      idle.refresh();
      return;
    }
    body.destroy(new UpstreamError('idle', `${url.host} sent nothing for ${idleMs} ms`));
  }, idleMs);
  const onAbort = () => body.destroy(abortReason(signal));
  response.on('data', () => idle.refresh());
  response.on('end', () => clearTimeout(idle));
  response.on('error', (error) => body.destroy(connectionError(error, url)));
  response.on('close', () => {
    if (!response.complete) body.destroy(connectionError({ code: 'ECONNRESET' }, url));
  });
  body.on('close', () => {
    clearTimeout(idle);
    signal?.removeEventListener('abort', onAbort);
    if (!response.complete) response.destroy();
  });
  response.pipe(body);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return body;
}

/** The caller's signal and a time limit as one signal, whose reason says which ended it. */
function withDeadline(
  ms: number,
  signal: AbortSignal | undefined,
  expired: () => UpstreamError,
): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(abortReason(signal));
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(expired()), ms);
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** Why the caller aborted: the reason it gave, or Node's default AbortError. */
function abortReason(signal: AbortSignal | undefined): Error {
  // Node sets an AbortError as the reason of an abort() without one; callers give Errors.
  return (
    (signal?.reason as Error | undefined) ?? new DOMException('The fetch was aborted', 'AbortError')
  );
}
