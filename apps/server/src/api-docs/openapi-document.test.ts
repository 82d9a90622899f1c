import { validate, compileErrors } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import {
  allCalls,
  api,
  isNoticeKey,
  parseBracketQuery,
  type Endpoint,
  studioApi,
} from '@marquee/contract';
import { callRefusals } from './call-refusals.js';
import { contractCalls, openApiPath, type JsonObject } from './contract-calls.js';
import { openApiDocument } from './openapi-document.js';

const document = openApiDocument();
type Operation = JsonObject & {
  operationId: string;
  parameters: { name?: string; in?: string; $ref?: string }[];
  responses: Record<string, JsonObject>;
  requestBody?: JsonObject;
};
const paths = document.paths as Record<string, Record<string, Operation>>;
const operationOf = (endpoint: Endpoint) =>
  paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

/** Every call of the contract, walked here on its own rather than through the generator. */
const expected = Object.entries(allCalls).flatMap(([domain, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({
    id: `${domain}.${name}`,
    endpoint,
  })),
);

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences what it is given: a copy keeps the document as served.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.specification).toBe('OpenAPI');
    expect(result.warnings).toEqual([]);
  });

  it('describes every call of the contract, and nothing else', () => {
    expect(expected.length).toBeGreaterThan(40);
    const missing = expected.filter(
      ({ id, endpoint }) => operationOf(endpoint)?.operationId !== id,
    );
    expect(missing.map(({ id }) => id)).toEqual([]);
    const documented = Object.values(paths).flatMap((item) => Object.keys(item));
    expect(documented).toHaveLength(expected.length);
    expect(contractCalls()).toHaveLength(expected.length);
    expect(document.servers).toEqual([{ url: '/api' }]);
  });

  it('names each path parameter and each bracketed query parameter the server reads', () => {
    for (const { id, endpoint } of expected) {
      const operation = operationOf(endpoint)!;
      const names = (where: string) =>
        operation.parameters.filter((p) => p.in === where).map((p) => p.name!);
      const pathNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(names('path'), id).toEqual(pathNames);
      // Each documented query name, sent as the docs spell it, reaches a key the schema knows.
      for (const name of names('query')) {
        const sent = parseBracketQuery({ [name]: '1' });
        const issues = endpoint.query.safeParse(sent).error?.issues ?? [];
        expect(
          issues.filter((issue) => issue.code === 'unrecognized_keys'),
          `${id} ${name}`,
        ).toEqual([]);
      }
    }
    const list = operationOf(api.vod.list)!.parameters.map((p) => p.name);
    expect(list).toEqual(expect.arrayContaining(['page', 'filter[id]', 'sort[created]']));
    expect(list).toContain('config[enable_rate]');
  });

  it('carries the app’s headers and the right security on each call', () => {
    const components = document.components as JsonObject;
    const headers = Object.values(components.parameters as Record<string, { name: string }>).map(
      (parameter) => parameter.name,
    );
    expect(headers).toEqual(
      expect.arrayContaining(['Device', 'Tenant', 'Accept-Language', 'UID', 'Device-Model']),
    );
    expect(operationOf(api.account.login)!.security).toEqual([{ basic: [] }]);
    expect(operationOf(api.account.devices)!.security).toEqual([{ token: [] }]);
    expect(operationOf(api.account.relogin)!.security).toEqual([]);
    // The studio's calls take an operator's Bearer token, and refuse without one or for a role.
    expect(operationOf(studioApi.login)!.security).toEqual([]);
    const studioMe = operationOf(studioApi.me)!;
    expect(studioMe.security).toEqual([{ operator: [] }]);
    expect(Object.keys(studioMe.responses)).toEqual(expect.arrayContaining(['401', '403']));
    expect(operationOf(api.account.login)!.parameters).toContainEqual({
      $ref: '#/components/parameters/AppVersion',
    });
  });

  it('lists the refusals of each call with the notices they carry', () => {
    for (const { id, endpoint } of expected) {
      const { responses } = operationOf(endpoint)!;
      expect(Object.keys(responses), id).toEqual(expect.arrayContaining(['200', '400', '500']));
      if (endpoint.auth === 'token') expect(responses['401'], id).toBeDefined();
      if (endpoint.method === 'POST') expect(responses['413'], id).toBeDefined();
    }
    const login = operationOf(api.account.login)!.responses;
    const examples = (status: string) =>
      Object.keys(
        ((login[status]!.content as JsonObject)['application/json'] as JsonObject)
          .examples as JsonObject,
      );
    expect(examples('429')).toEqual(['tooManyLogins']);
    expect(examples('401')).toEqual(['wrongCredentials']);
    const stream = operationOf(api.vod.stream)!.responses;
    expect(Object.keys(stream)).toEqual(
      expect.arrayContaining(['401', '403', '404', '413', '415']),
    );
  });

  it('takes its refusals from real calls and real notices', () => {
    const ids = new Set(expected.map(({ id }) => id));
    for (const [id, refusals] of Object.entries(callRefusals)) {
      expect(ids.has(id), id).toBe(true);
      for (const refusal of refusals) {
        expect(
          refusal.notices.filter((key) => !isNoticeKey(key)),
          id,
        ).toEqual([]);
      }
    }
  });

  it('documents bodies from the contract’s schemas, as JSON and as a form', () => {
    const body = operationOf(api.vod.stream)!.requestBody as {
      required: boolean;
      content: Record<string, { schema: { $ref: string } }>;
    };
    expect(body.required).toBe(true);
    expect(Object.keys(body.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    const schemas = (document.components as JsonObject).schemas as Record<string, JsonObject>;
    const schema = schemas[body.content['application/json']!.schema.$ref.split('/').at(-1)!]!;
    expect(schema.required).toEqual(['single_event_vod_id', 'vod_profile_id']);
    expect(schema.additionalProperties).toBe(false);
    expect(operationOf(api.account.logout)!.requestBody).toBeUndefined();
    // A recursive schema becomes a component that refers to itself.
    expect(JSON.stringify(schemas.ChannelCategory)).toContain(
      '"#/components/schemas/ChannelCategory"',
    );
  });
});
