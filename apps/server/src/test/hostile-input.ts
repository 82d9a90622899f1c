import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { errorBodySchema } from '@marquee/contract';
import { expectKeyedNotice } from './notice-check.js';

export {
  anyValue,
  contentType,
  formText,
  hostileText,
  jsonText,
  shapedBody,
} from './hostile-arbitraries.js';

/** The response is one of `allowed`, JSON, and carries the error envelope with a message. */
export function expectError(
  response: LightMyRequestResponse,
  allowed: number[],
  bodyStatuses: number[] = [0],
) {
  const context = `${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(allowed, context).toContain(response.statusCode);
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(response.json());
  expect(bodyStatuses, context).toContain(body.status);
  expect(body.message.trim(), context).not.toBe('');
  expectKeyedNotice(body, context);
  return body;
}
