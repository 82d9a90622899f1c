import { lookup as dnsLookup } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { connectionError, refusal } from './fetch-errors.js';
import { abortReason, readAll, watchedBody, withDeadline, type Answer } from './fetch-limits.js';
import { UpstreamError, type SafeFetch, type UpstreamPolicy } from './upstream-types.js';

const USER_AGENT = 'Marquee/1.0';
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

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
