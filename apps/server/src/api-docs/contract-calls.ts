// The contract's calls as the API documents list them (openapi-document.ts, docs-page.ts).
import { allCalls, type Endpoint } from '@marquee/contract';

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
  return Object.entries(allCalls).flatMap(([domain, calls]) =>
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
