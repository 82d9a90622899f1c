import * as contract from '@marquee/contract';
import {
  APP_VERSION,
  DEVICE_WEB,
  Header,
  Status,
  TENANT_GENERAL,
  api,
  envelope,
  errorBodySchema,
  languageCodes,
  notice,
  noticeText,
  noticeTexts,
  type Endpoint,
  type Notice,
  type NoticeKey,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { callRefusals, type Refusal } from './call-refusals.js';
import { documentText, type DocumentTextKey } from './document-texts.js';

/** A JSON Schema or OpenAPI object, as plain JSON. */
export type JsonObject = { [key: string]: unknown };

/** One call of the contract, named `domain.call`. */
export interface ContractCall {
  domain: string;
  name: string;
  endpoint: Endpoint;
}

/** Every call of the contract's `api` map, in its order. */
export function contractCalls(): ContractCall[] {
  return Object.entries(api).flatMap(([domain, calls]) =>
    Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({
      domain,
      name,
      endpoint,
    })),
  );
}

/** The OpenAPI path of a contract path: `/vods/rate/:id/:rating` is `/vods/rate/{id}/{rating}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}');
}

const SCHEMAS = '#/components/schemas/';
const SHARED = '__shared';

/** `vodItemSchema` is `VodItem`; `account.login` and `Answer` make `AccountLoginAnswer`. */
const pascal = (...words: string[]) =>
  words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');

/**
 * The contract's named schemas (every export called `...Schema`), so that answers sharing one
 * (a film, a channel) refer to one component named after it.
 */
function namedContractSchemas(): [string, z.ZodMiniType][] {
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
function emitComponents(
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
function inlineSchema(schema: z.ZodMiniType): JsonObject {
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

function isObjectSchema(schema: unknown): schema is JsonObject & {
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

/**
 * The query as the server reads it: each leaf of its nested objects is one parameter with a
 * bracketed name (`filter[id]`, `sort[created]`, `config[enable_rate]`), exactly as clients
 * write them; a leaf that takes a list may also be sent as `name[0]=..&name[1]=..`.
 */
function queryParameters(query: z.ZodMiniType): JsonObject[] {
  const out: JsonObject[] = [];
  const walk = (prefix: string, schema: JsonObject, required: boolean) => {
    if (!isObjectSchema(schema)) return;
    for (const [key, child] of Object.entries(schema.properties)) {
      const name = prefix ? `${prefix}[${key}]` : key;
      const childRequired = required && (schema.required ?? []).includes(key);
      if (isObjectSchema(child) && Object.keys(child.properties).length > 0) {
        walk(name, child, childRequired);
      } else {
        const list = JSON.stringify(child).includes('"type":"array"');
        out.push({
          name,
          in: 'query',
          required: childRequired,
          schema: child,
          ...(list ? { description: documentText('listInBrackets', { name }) } : {}),
        });
      }
    }
  };
  walk('', inlineSchema(query), true);
  return out;
}

function pathParameters(endpoint: Endpoint): JsonObject[] {
  const schema = inlineSchema(endpoint.params);
  const properties = isObjectSchema(schema) ? schema.properties : {};
  return [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name!] ?? { type: 'string' },
  }));
}

/** Whether the body has anything to say: an empty strict object takes no body at all. */
function takesBody(endpoint: Endpoint): boolean {
  if (endpoint.method === 'GET') return false;
  const json = inlineSchemaLoose(endpoint.body);
  return !(isObjectSchema(json) && Object.keys(json.properties).length === 0);
}

function inlineSchemaLoose(schema: z.ZodMiniType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' });
}

/** The headers every request from the web app carries (DESIGN.md, "The contract"). */
const headerParameters: Record<string, JsonObject> = {
  Device: {
    name: Header.device,
    in: 'header',
    required: false,
    description: documentText('deviceHeader'),
    schema: { type: 'string', example: DEVICE_WEB },
  },
  Tenant: {
    name: Header.tenant,
    in: 'header',
    required: false,
    description: documentText('tenantHeader'),
    schema: { type: 'string', example: TENANT_GENERAL },
  },
  AcceptLanguage: {
    name: Header.acceptLanguage,
    in: 'header',
    required: false,
    description: documentText('languageHeader'),
    schema: { type: 'string', enum: [...languageCodes] },
  },
  UID: {
    name: Header.uid,
    in: 'header',
    required: false,
    description: documentText('uidHeader'),
    schema: { type: 'string', maxLength: 64 },
  },
  DeviceModel: {
    name: Header.deviceModel,
    in: 'header',
    required: false,
    description: documentText('deviceModelHeader'),
    schema: { type: 'string' },
  },
  AppVersion: {
    name: Header.appVersion,
    in: 'header',
    required: false,
    description: documentText('appVersionHeader'),
    schema: { type: 'string', example: APP_VERSION },
  },
};

const securitySchemes = {
  token: {
    type: 'apiKey',
    in: 'header',
    name: Header.token,
    description: 'The session token login returned (`data.token`).',
  },
  basic: {
    type: 'http',
    scheme: 'basic',
    description: 'Login: Basic base64(identifier:password), the identifier an e-mail or username.',
  },
};

function securityOf(endpoint: Endpoint): JsonObject[] {
  switch (endpoint.auth) {
    case 'token':
      return [{ token: [] }];
    case 'basic':
      return [{ basic: [] }];
    case 'optional':
      return [{}, { token: [] }];
    default:
      return [];
  }
}

const ERROR_ANSWER = 'ErrorAnswer';

/** An error answer: the envelope with `status` 0 (or 2, -1), `message` and its `notice`. */
function errorResponse(
  description: string,
  examples: readonly { notice: Notice; status?: number }[],
): JsonObject {
  return {
    description,
    content: {
      'application/json': {
        schema: { $ref: `${SCHEMAS}${ERROR_ANSWER}` },
        examples: Object.fromEntries(
          examples.map(({ notice: told, status = Status.failure }) => [
            told.key,
            { value: { status, message: noticeText(told), notice: told } },
          ]),
        ),
      },
    },
  };
}

/** A notice as its answers carry it; placeholders show their names. */
function sampleNotice(key: NoticeKey): Notice {
  const names = [...noticeTexts[key].matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
  if (names.length === 0) return { key };
  return { key, params: Object.fromEntries(names.map((name) => [name, `{${name}}`])) };
}

function refusalsOf(call: ContractCall): Map<number, JsonObject> {
  const { endpoint } = call;
  const byStatus = new Map<number, { notice: Notice; status?: number }[]>();
  const add = (status: number, ...examples: { notice: Notice; status?: number }[]) =>
    byStatus.set(status, [...(byStatus.get(status) ?? []), ...examples]);
  // Every query, path and body schema is strict: any call can meet bad input.
  add(400, {
    notice: notice('invalidRequest', {
      where: 'query',
      field: 'page',
      reason: 'must be 1 or more',
    }),
  });
  if (endpoint.auth === 'token') {
    add(
      401,
      { notice: notice('notLoggedIn'), status: Status.session },
      { notice: notice('sessionEnded'), status: Status.session },
      { notice: notice('sessionExpired'), status: Status.relogin },
    );
  }
  const known: readonly Refusal[] =
    (callRefusals as Record<string, readonly Refusal[]>)[`${call.domain}.${call.name}`] ?? [];
  for (const refusal of known) {
    add(refusal.status, ...refusal.notices.map((key) => ({ notice: sampleNotice(key) })));
  }
  if (endpoint.method !== 'GET') {
    add(400, { notice: notice('invalidJson') });
    add(413, { notice: notice('bodyTooLarge') });
    add(415, { notice: notice('unsupportedBody') });
  }
  add(500, { notice: notice('serverError') });
  const descriptions: Record<number, DocumentTextKey> = {
    400: 'badInput',
    401: endpoint.auth === 'token' ? 'sessionProblem' : 'credentialsRefused',
    402: 'paymentDeclined',
    403: 'notAllowed',
    404: 'notFound',
    409: 'conflict',
    413: 'bodyTooLarge',
    415: 'bodyNotReadable',
    429: 'tooManyTries',
    500: 'serverFailure',
  };
  return new Map(
    [...byStatus].map(([status, examples]) => [
      status,
      errorResponse(documentText(descriptions[status] ?? 'refused'), examples),
    ]),
  );
}

function operationOf(call: ContractCall): JsonObject {
  const { endpoint, domain, name } = call;
  const id = pascal(domain, name);
  const parameters = [
    ...Object.keys(headerParameters)
      .filter((key) => endpoint.auth === 'basic' || !['DeviceModel', 'AppVersion'].includes(key))
      .map((key) => ({ $ref: `#/components/parameters/${key}` })),
    ...pathParameters(endpoint),
    ...queryParameters(endpoint.query),
  ];
  const bodySchema = { $ref: `${SCHEMAS}${id}Body` };
  const encodings =
    endpoint.bodyEncoding === 'form'
      ? ['application/x-www-form-urlencoded', 'application/json']
      : ['application/json', 'application/x-www-form-urlencoded'];
  const refusals = refusalsOf(call);
  return {
    operationId: `${domain}.${name}`,
    tags: [domain],
    summary: name.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase()),
    ...(endpoint.chosenByContract
      ? {
          description: documentText('chosenByContract'),
          'x-chosen-by-contract': true,
        }
      : {}),
    security: securityOf(endpoint),
    parameters,
    ...(takesBody(endpoint)
      ? {
          requestBody: {
            required: !endpoint.body.safeParse({}).success,
            content: Object.fromEntries(encodings.map((type) => [type, { schema: bodySchema }])),
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Done: body status 1, the answer in `data`.',
        content: { 'application/json': { schema: { $ref: `${SCHEMAS}${id}Answer` } } },
      },
      ...Object.fromEntries([...refusals].map(([status, response]) => [String(status), response])),
    },
  };
}

/** Drops the components nothing in the document refers to, directly or through another. */
function withoutUnused(document: JsonObject, schemas: Record<string, JsonObject>): void {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const [, id] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (!used.has(id!) && schemas[id!]) {
        used.add(id!);
        visit(schemas[id!]);
      }
    }
  };
  visit(document.paths);
  for (const id of Object.keys(schemas)) if (!used.has(id)) delete schemas[id];
}

/**
 * The OpenAPI 3.1 document of every call of the contract, generated from its zod schemas:
 * methods and paths, headers and security, bracketed query parameters, bodies, answers in the
 * envelope and the refusals each call can give with their notices.
 */
export function openApiDocument(): JsonObject {
  const calls = contractCalls();
  const named = namedContractSchemas();
  const answers: [string, z.ZodMiniType][] = calls.map((call) => [
    pascal(call.domain, call.name, 'Answer'),
    envelope(call.endpoint.response),
  ]);
  const bodies: [string, z.ZodMiniType][] = calls
    .filter((call) => takesBody(call.endpoint))
    .map((call) => [pascal(call.domain, call.name, 'Body'), call.endpoint.body]);
  const schemas = {
    ...emitComponents([[ERROR_ANSWER, errorBodySchema], ...answers, ...named], 'output'),
    ...emitComponents(bodies, 'input'),
  };
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const call of calls) {
    const path = openApiPath(call.endpoint.path);
    paths[path] = { ...paths[path], [call.endpoint.method.toLowerCase()]: operationOf(call) };
  }
  const document: JsonObject = {
    openapi: '3.1.0',
    info: {
      title: 'Marquee API',
      version: APP_VERSION,
      description: documentText('introduction'),
    },
    servers: [{ url: '/api' }],
    tags: Object.keys(api).map((domain) => ({ name: domain })),
    paths,
    components: { schemas, parameters: headerParameters, securitySchemes },
  };
  withoutUnused(document, schemas);
  return document;
}
