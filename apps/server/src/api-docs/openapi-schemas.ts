// The OpenAPI document's schemas (openapi-document.ts): the contract's zod schemas as JSON
// Schema, its named `...Schema` exports as components.
import * as contract from '@marquee/contract';
import { z } from 'zod/mini';
import type { JsonObject } from './contract-calls.js';

export const SCHEMAS = '#/components/schemas/';

const SHARED = '__shared';

/** `vodItemSchema` is `VodItem`; `account.login` and `Answer` make `AccountLoginAnswer`. */
export const pascal = (...words: string[]) =>
  words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');

/**
 * The contract's named schemas (every export called `...Schema`), so that answers sharing one
 * (a film, a channel) refer to one component named after it.
 */
export function namedContractSchemas(): [string, z.ZodMiniType][] {
  return Object.entries(contract as Record<string, unknown>)
    .filter(
      (entry): entry is [string, z.ZodMiniType] =>
        entry[0].endsWith('Schema') && entry[1] instanceof z.core.$ZodType,
    )
    .map(([name, schema]) => [pascal(name.slice(0, -'Schema'.length)), schema]);
}

/**
 * The components of one registry: `io` is `input` for what clients send (coercions and
 * transforms read as what they accept) and `output` for what the server answers. Schemas
 * zod had to share without a name (a recursive category tree) become components of their own.
 */
export function emitComponents(
  schemas: readonly [string, z.ZodMiniType][],
  io: 'input' | 'output',
): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of schemas) {
    if (!registry.has(schema)) registry.add(schema, { id });
  }
  const { schemas: emitted } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    uri: (id) => `${SCHEMAS}${id}`,
  });
  const shared = (emitted[SHARED]?.$defs ?? {}) as Record<string, JsonObject>;
  const components: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(emitted)) {
    if (id !== SHARED) components[id] = schema;
  }
  for (const [id, schema] of Object.entries(shared)) components[pascal(io, 'Shared', id)] = schema;
  // Each component is a schema of the document, not a document: no `$schema` or `$id` of its own.
  const json = JSON.stringify(components, (key, value: unknown) =>
    key === '$schema' || key === '$id' ? undefined : value,
  ).replace(
    new RegExp(`${SCHEMAS}${SHARED}#/\\$defs/([^"]+)`, 'g'),
    (_match, id: string) => `${SCHEMAS}${pascal(io, 'Shared', id)}`,
  );
  return JSON.parse(json) as Record<string, JsonObject>;
}

/** A schema emitted on its own (query and path parameters), with nothing it refers to. */
export function inlineSchema(schema: z.ZodMiniType): JsonObject {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonObject;
  delete json.$schema;
  if (JSON.stringify(json).includes('"$ref"')) {
    throw new Error('a query or path schema refers to itself: give it a component');
  }
  return json;
}

export function isObjectSchema(schema: unknown): schema is JsonObject & {
  properties: Record<string, JsonObject>;
  required?: string[];
} {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    (schema as JsonObject).type === 'object' &&
    typeof (schema as JsonObject).properties === 'object'
  );
}

export function inlineSchemaLoose(schema: z.ZodMiniType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' });
}
