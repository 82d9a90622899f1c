/** Where a value sits in a JSON document: keys of objects and indexes of arrays. */
export type JsonPath = readonly (string | number)[];

/**
 * A value's JSON with holes: `parts[0]`, the first hole's text, `parts[1]`, ..., `parts[n]`,
 * where the holes are what changes from one use to the next.
 */
export interface JsonTemplate<H> {
  parts: string[];
  holes: H[];
}

/** What a template makes of the value at a path. */
export type TemplateStep<H> =
  /** A hole, filled at each use; `H` says which. */
  | { hole: H }
  /** An object or array with holes somewhere beneath: its members are asked about in turn. */
  | 'descend'
  /** Serialised here, once. */
  | 'value';

/** Values JSON.stringify leaves out of an object (and writes as null in an array). */
function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/**
 * Serialises a JSON value exactly as JSON.stringify does, but with a hole wherever `step` says
 * so: filling each hole with JSON.stringify of a value gives JSON.stringify of the value with
 * that value in its place. Only plain objects and arrays may be descended into.
 */
export function jsonTemplate<H>(
  value: unknown,
  step: (path: JsonPath) => TemplateStep<H>,
): JsonTemplate<H> {
  const parts: string[] = [];
  const holes: H[] = [];
  let current = '';

  function write(at: unknown, path: JsonPath): void {
    const what = step(path);
    if (what === 'value') {
      current += JSON.stringify(at);
    } else if (what !== 'descend') {
      parts.push(current);
      holes.push(what.hole);
      current = '';
    } else if (Array.isArray(at)) {
      current += '[';
      at.forEach((item, index) => {
        if (index > 0) current += ',';
        if (isSkipped(item)) current += 'null';
        else write(item, [...path, index]);
      });
      current += ']';
    } else if (typeof at === 'object' && at !== null && !('toJSON' in at)) {
      current += '{';
      let first = true;
      for (const [key, member] of Object.entries(at)) {
        if (isSkipped(member)) continue;
        current += `${first ? '' : ','}${JSON.stringify(key)}:`;
        first = false;
        write(member, [...path, key]);
      }
      current += '}';
    } else {
      throw new Error(`Only plain objects and arrays have members: ${path.join('.')}`);
    }
  }

  write(value, []);
  parts.push(current);
  return { parts, holes };
}

/** The template's text with each hole filled with `fill(hole)`'s JSON. */
export function fillJsonTemplate<H>(template: JsonTemplate<H>, fill: (hole: H) => string): string {
  const { parts, holes } = template;
  let text = parts[0]!;
  for (let index = 0; index < holes.length; index++) {
    text += fill(holes[index]!) + parts[index + 1]!;
  }
  return text;
}
