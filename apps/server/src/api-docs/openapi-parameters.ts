// What an operation of the OpenAPI document takes (openapi-document.ts): query, path and
// header parameters, a body, and its security.
import {
  APP_VERSION,
  DEVICE_WEB,
  Header,
  TENANT_GENERAL,
  languageCodes,
  type Endpoint,
} from '@marquee/contract';
import type { z } from 'zod/mini';
import { documentText } from './document-texts.js';
import type { JsonObject } from './contract-calls.js';
import { inlineSchema, inlineSchemaLoose, isObjectSchema } from './openapi-schemas.js';

/**
 * The query as the server reads it: each leaf of its nested objects is one parameter with a
 * bracketed name (`filter[id]`, `sort[created]`, `config[enable_rate]`), exactly as clients
 * write them; a leaf that takes a list may also be sent as `name[0]=..&name[1]=..`.
 */
export function queryParameters(query: z.ZodMiniType): JsonObject[] {
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

export function pathParameters(endpoint: Endpoint): JsonObject[] {
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
export function takesBody(endpoint: Endpoint): boolean {
  if (endpoint.method === 'GET') return false;
  const json = inlineSchemaLoose(endpoint.body);
  return !(isObjectSchema(json) && Object.keys(json.properties).length === 0);
}

/** The headers every request from the web app carries (DESIGN.md, "The contract"). */
export const headerParameters: Record<string, JsonObject> = {
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

export const securitySchemes = {
  token: {
    type: 'apiKey',
    in: 'header',
    name: Header.token,
    description: 'The session token login returned (`data.token`).',
  },
  operator: {
    type: 'http',
    scheme: 'bearer',
    description: 'The studio: the token an operator’s login returned (`data.token`).',
  },
  basic: {
    type: 'http',
    scheme: 'basic',
    description: 'Login: Basic base64(identifier:password), the identifier an e-mail or username.',
  },
};

export function securityOf(endpoint: Endpoint): JsonObject[] {
  switch (endpoint.auth) {
    case 'token':
      return [{ token: [] }];
    case 'basic':
      return [{ basic: [] }];
    case 'operator':
      return [{ operator: [] }];
    case 'optional':
      return [{}, { token: [] }];
    default:
      return [];
  }
}
