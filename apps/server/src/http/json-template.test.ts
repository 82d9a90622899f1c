import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillJsonTemplate, jsonTemplate, type JsonPath } from './json-template.js';

const samePath = (a: JsonPath, b: JsonPath) =>
  a.length === b.length && a.every((key, index) => key === b[index]);
const isPrefix = (prefix: JsonPath, path: JsonPath) =>
  prefix.length < path.length && prefix.every((key, index) => key === path[index]);

/** Every path of a value that JSON.stringify writes, with the value there. */
function pathsOf(value: unknown, path: JsonPath = []): [JsonPath, unknown][] {
  const here: [JsonPath, unknown][] = [[path, value]];
  if (Array.isArray(value)) {
    return here.concat(value.flatMap((item, index) => pathsOf(item, [...path, index])));
  }
  if (typeof value === 'object' && value !== null) {
    return here.concat(
      Object.entries(value)
        .filter(([, member]) => member !== undefined)
        .flatMap(([key, member]) => pathsOf(member, [...path, key])),
    );
  }
  return here;
}

/** The value with `replacement` at `at`. */
function replaced(value: unknown, at: JsonPath, replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const [key, ...rest] = at;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === key ? replaced(item, rest, replacement) : item));
  }
  const object = value as Record<string, unknown>;
  return { ...object, [key!]: replaced(object[key!], rest, replacement) };
}

describe('JSON templates', () => {
  it('fill to exactly what JSON.stringify writes of the value with the holes filled in', () => {
    const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);
    fc.assert(
      fc.property(
        json.chain((value) => {
          const paths = pathsOf(value)
            .map(([path]) => path)
            .filter((path) => path.length > 0);
          return fc.tuple(
            fc.constant(value),
            fc.subarray(paths),
            fc.array(fc.jsonValue(), { minLength: paths.length, maxLength: paths.length }),
          );
        }),
        ([value, chosen, fills]) => {
          // Holes may not nest: a hole's whole value is replaced.
          const holes = chosen.filter((path) => !chosen.some((other) => isPrefix(other, path)));
          const template = jsonTemplate(value, (path) => {
            const index = holes.findIndex((hole) => samePath(hole, path));
            if (index >= 0) return { hole: index };
            return holes.some((hole) => isPrefix(path, hole)) ? 'descend' : 'value';
          });
          let expected = value;
          holes.forEach((hole, index) => (expected = replaced(expected, hole, fills[index])));
          const filled = fillJsonTemplate(template, (index) => JSON.stringify(fills[index]));
          expect(filled).toBe(JSON.stringify(expected));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leave out what JSON.stringify leaves out, and write null for it in arrays', () => {
    const value = {
      a: undefined,
      b: [undefined, () => 1, 2],
      when: new Date(0),
      hole: true,
      c: 'x"y',
    };
    const template = jsonTemplate(value, (path) =>
      path.length === 0 || (path.length === 1 && path[0] === 'b')
        ? 'descend'
        : path[0] === 'hole'
          ? { hole: 'hole' }
          : 'value',
    );
    expect(fillJsonTemplate(template, () => 'false')).toBe(
      JSON.stringify({ ...value, hole: false }),
    );
  });

  it('refuse to look inside what is not a plain object or array', () => {
    expect(() => jsonTemplate({ when: new Date(0) }, () => 'descend')).toThrow(/plain objects/);
  });
});
