import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { connectionError } from './fetch-errors.js';
import { UpstreamError, type OpenLimits } from './upstream-types.js';

/** A 2xx answer and the URL that gave it, redirects followed. */
export interface Answer {
  url: URL;
  response: IncomingMessage;
}

/** Reads a whole body, stopping as soon as it is over `maxBytes`. */
export async function readAll(
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
export function watchedBody({ url, response }: Answer, { idleMs, signal }: OpenLimits): Readable {
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
export function withDeadline(
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
export function abortReason(signal: AbortSignal | undefined): Error {
  // Node sets an AbortError as the reason of an abort() without one; callers give Errors.
  return (
    (signal?.reason as Error | undefined) ?? new DOMException('The fetch was aborted', 'AbortError')
  );
}
