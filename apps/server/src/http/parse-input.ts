import { notice, type Endpoint } from '@marquee/contract';
import type { z } from 'zod/mini';
import { fieldError, validationError } from './errors.js';

/** A request's path, query or body parsed with its schema; a 400 when it does not fit. */
export function parse<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'path',
) {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(where, result.error);
  const nul = pathToNul(result.data);
  if (nul) throw fieldError(where, nul, notice('containsNul'));
  return result.data;
}

/**
 * A call's body parsed with its schema: none for a GET, and none for a call whose body is a
 * file's bytes (`binary`), which its handler reads as the request's stream.
 */
export function parseBody(endpoint: Endpoint, body: unknown): unknown {
  if (endpoint.method === 'GET' || endpoint.bodyEncoding === 'binary') return {};
  return parse(endpoint.body, body ?? {}, 'body');
}

/**
 * Where a text holding U+0000 sits in a parsed value, as a value or as a key of a record.
 * PostgreSQL text cannot store it, so it is refused here rather than failing in the database
 * as a 500. The value is the schema's output, so the walk is as shallow as the schema.
 */
export function pathToNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key];
    const found = pathToNul(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
