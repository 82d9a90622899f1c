import {
  APP_VERSION,
  Status,
  allCalls,
  envelope,
  errorBodySchema,
  notice,
  noticeText,
  noticeTexts,
  type Endpoint,
  type Notice,
  type NoticeKey,
} from '@marquee/contract';
import type { z } from 'zod/mini';
import { callRefusals, type Refusal } from './call-refusals.js';
import { documentText, type DocumentTextKey } from './document-texts.js';
import {
  type ContractCall,
  contractCalls,
  type JsonObject,
  openApiPath,
} from './contract-calls.js';
import { emitComponents, namedContractSchemas, pascal, SCHEMAS } from './openapi-schemas.js';
import {
  headerParameters,
  pathParameters,
  queryParameters,
  securityOf,
  securitySchemes,
  takesBody,
} from './openapi-parameters.js';

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

/** What a 401 means, by how the call is authorised. */
const UNAUTHORISED: Partial<Record<Endpoint['auth'], DocumentTextKey>> = {
  token: 'sessionProblem',
  operator: 'operatorSession',
};

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
  if (endpoint.auth === 'operator') {
    add(
      401,
      { notice: notice('studioNotLoggedIn'), status: Status.session },
      { notice: notice('studioSessionEnded'), status: Status.session },
    );
    add(
      403,
      { notice: notice('studioPasswordChangeRequired') },
      { notice: sampleNotice('studioRoleRefused') },
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
    401: UNAUTHORISED[endpoint.auth] ?? 'credentialsRefused',
    402: 'paymentDeclined',
    403: endpoint.auth === 'operator' ? 'roleRefused' : 'notAllowed',
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
    ...(endpoint.bodyEncoding === 'binary'
      ? {
          requestBody: {
            required: true,
            content: {
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
            },
          },
        }
      : takesBody(endpoint)
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
    tags: Object.keys(allCalls).map((domain) => ({ name: domain })),
    paths,
    components: { schemas, parameters: headerParameters, securitySchemes },
  };
  withoutUnused(document, schemas);
  return document;
}
