import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** A header as it goes on the wire: name (with its case) and value. */
export type HeaderLine = readonly [name: string, value: string | number | readonly string[]];

/**
 * The headers @fastify/helmet sets with these options, found once by asking it on a throwaway
 * instance. They do not depend on the request (no CSP nonces), so every answer can carry the
 * same ones.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<HeaderLine[]> {
  if (options.enableCSPNonces) throw new Error('CSP nonces change per request');
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  let lines: HeaderLine[] = [];
  probe.get('/', (_request, reply) => {
    // Helmet writes on the raw response; Fastify's own headers are not there yet.
    // getRawHeaderNames keeps the names' case (Node 15.13+; missing from @types/node 20).
    const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
    lines = raw.getRawHeaderNames().map((name) => [name, raw.getHeader(name)!]);
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return lines;
}

/**
 * The headers of an API answer: JSON read by the app's own scripts, never rendered as a page,
 * so the page-only headers (the page's CSP, framing, referrer, DNS prefetch, download and XSS
 * filter switches) do nothing on it but weigh on every call. It keeps what guards data that is
 * not a page (OWASP's REST Security Cheat Sheet): no sniffing it into something else, no
 * cross-site embedding or framing, no content of its own (`default-src 'none'`) should a
 * browser open it, and HTTPS only. Names and values, where shared, are helmet's.
 */
export function apiHeadersOf(documentHeaders: readonly HeaderLine[]): HeaderLine[] {
  const kept = new Set([
    'cross-origin-resource-policy',
    'strict-transport-security',
    'x-content-type-options',
  ]);
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ...documentHeaders.filter(([name]) => kept.has(name.toLowerCase())),
  ];
}

/**
 * Gives every answer the security headers of @fastify/helmet with these options, and answers
 * under `apiPrefix` (a path such as `/api`) the shorter set of apiHeadersOf. The plugin builds a helmet middleware
 * from its options on every request (parsing the CSP directives each time): 11 % of the
 * server's time on a film list page and 17 % on the configuration, under load. The headers are
 * the same for every request, so they are computed once, and set as Fastify's own headers
 * rather than on the raw response: Node then checks each once, when the head is written (2 to
 * 3 µs less per answer). Every answer goes out through Fastify's reply (nothing writes to the
 * raw response); an answer that sets one of them keeps its own.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
  apiPrefix: string,
): Promise<void> {
  const documentLines = await helmetHeaders(options);
  const documentHeaders = headerRecord(documentLines);
  const apiHeaders = headerRecord(apiHeadersOf(documentLines));
  const apiPath = `${apiPrefix}/`;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(apiPath) ? apiHeaders : documentHeaders);
    done();
  });
}

function headerRecord(lines: readonly HeaderLine[]): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of lines) headers[name] = typeof value === 'object' ? [...value] : value;
  return headers;
}

/** The CSP source that allows one inline `<style>` element with exactly this content. */
export function styleHashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/**
 * The policy with these sources added to its `style-src` (hashes of a page's own inline
 * styles), so one page's inline styles are allowed without `'unsafe-inline'` for every page.
 */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => /^style-src(\s|$)/.test(directive));
  if (index < 0) throw new Error('the policy has no style-src to add the styles to');
  directives[index] = [directives[index], ...sources].join(' ');
  return directives.join(';');
}
