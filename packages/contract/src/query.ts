/**
 * The bracket query style of the spec: `filter[id]=3`, `filter[genre_id][0]=4`,
 * `config[enable_rate]=1`, `sort[created]=desc`. One implementation serves both sides.
 */
export type QueryValue = string | number | boolean | null | undefined | QueryObject | QueryValue[];
export interface QueryObject {
  [key: string]: QueryValue;
}
export type NestedQuery = { [key: string]: string | NestedQuery };

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
/** Segments that would reach `Object.prototype` through a plain object: never followed. */
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

/** Turns flat `a[b][c]=v` pairs into nested objects; arrays stay objects keyed by index. */
export function parseBracketQuery(
  flat: Record<string, string | string[] | undefined>,
): NestedQuery {
  const out: NestedQuery = {};
  for (const [rawKey, rawValue] of Object.entries(flat)) {
    if (rawValue === undefined) continue;
    const match = KEY.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.some((segment) => UNSAFE.has(segment))) continue;
    // `a[]=x&a[]=y` arrives as one key with several values: keep them all. Otherwise the last wins.
    const values = Array.isArray(rawValue)
      ? path[path.length - 1] === ''
        ? rawValue
        : rawValue.slice(-1)
      : [rawValue];
    for (const value of values) assign(out, path, value);
  }
  return out;
}

function assign(out: NestedQuery, path: string[], value: string): void {
  let node: NestedQuery = out;
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i]!;
    const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (typeof next === 'object') {
      node = next;
    } else {
      const child: NestedQuery = {};
      node[segment] = child;
      node = child;
    }
  }
  const last = path[path.length - 1]!;
  // `a[]=x&a[]=y` has empty keys: give each its own index.
  const key = last === '' ? String(Object.keys(node).length) : last;
  if (typeof node[key] !== 'object') node[key] = value;
}

/** Serialises a nested object into the bracket query style (without the leading `?`). */
export function toBracketQuery(query: QueryObject): string {
  const parts: string[] = [];
  const walk = (prefix: string, value: QueryValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(`${prefix}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        walk(prefix ? `${prefix}[${key}]` : key, child);
    } else {
      parts.push(`${encodeKey(prefix)}=${encodeURIComponent(String(value))}`);
    }
  };
  walk('', query);
  return parts.join('&');
}

function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}
