import { z } from './zod.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a call is authorised: `token` needs a logged-in Token header, `basic` is the login call,
 * `operator` needs an operator's session as `Authorization: Bearer` (the studio's calls).
 */
export type Auth = 'none' | 'token' | 'basic' | 'optional' | 'operator';

/** One call of the API: method, path, what it takes and what its envelope's `data` holds. */
export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: Method;
  /** Path below the API base, with `:name` parameters. */
  path: string;
  auth: Auth;
  /** Set when the spec does not show this path, method or body and the contract chose it. */
  chosenByContract?: true;
  /**
   * The request body encoding; JSON unless the spec shows a form. Servers accept both. `binary`:
   * the body is a file's bytes (`application/octet-stream`), read as a stream, not parsed.
   */
  bodyEncoding?: 'json' | 'form' | 'binary';
  params: P;
  query: Q;
  body: B;
  response: R;
}

const none = z.strictObject({});

/** Declares an endpoint; missing params, query and body default to empty objects. */
export function endpoint<
  R extends z.ZodMiniType,
  P extends z.ZodMiniType = typeof none,
  Q extends z.ZodMiniType = typeof none,
  B extends z.ZodMiniType = typeof none,
>(definition: {
  method: Method;
  path: string;
  auth: Auth;
  chosenByContract?: true;
  bodyEncoding?: 'json' | 'form' | 'binary';
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}): Endpoint<P, Q, B, R> {
  return {
    ...definition,
    params: (definition.params ?? none) as P,
    query: (definition.query ?? none) as Q,
    body: (definition.body ?? none) as B,
  };
}

export type ParamsOf<E extends Endpoint> = z.input<E['params']>;
export type QueryOf<E extends Endpoint> = z.input<E['query']>;
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;

/** Fills `:name` parameters of a path, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
