// Hostile input for the property tests and the fuzz benchmark (bench/fuzz.bench.ts): no test
// runner here, so a process of its own can draw from them too.
import fc from 'fast-check';

/** Texts that have broken servers: escapes, NUL, huge numbers, odd digits, long runs. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%%',
    '%zz',
    '%00',
    '\0',
    'a\0b',
    '\u0001',
    '-1',
    '-0',
    '0',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    ' 7 ',
    '２',
    '١٢٣٤',
    '2147483648',
    '9007199254740993',
    '9'.repeat(400),
    'x'.repeat(5000),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
  ),
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.double().map(String),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Any JSON value a client might send in place of a field. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 3 },
  fc.integer(),
  fc.double(),
  fc.bigInt().map(String),
  fc.constantFrom(null, true, false, [], {}, [1], { id: 1 }, ['1234']),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Bodies shaped like `valid`: each field kept, dropped or replaced, sometimes an extra one. */
export function shapedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [
      key,
      fc.oneof({ arbitrary: fc.constant(value), weight: 3 }, anyValue),
    ]),
  );
  return fc.oneof(
    { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 4 },
    fc
      .tuple(fc.record(fields), fc.string({ maxLength: 12 }), anyValue)
      .map(([body, key, value]) => ({ ...body, [key]: value })),
  );
}

/** A JSON text: a shaped body most of the time, else any JSON or not quite JSON. */
export function jsonText(valid: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: shapedBody(valid).map((body) => JSON.stringify(body)), weight: 5 },
    fc.json({ maxDepth: 3 }),
    fc.anything({ maxDepth: 2 }).map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom(
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
      '',
      'null',
      '[]',
      '"text"',
      '{"a":1',
    ),
  );
}

/** A form-encoded text: the valid fields with hostile values, odd keys and brackets. */
export function formText(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...Object.keys(valid)), weight: 4 },
    fc.constantFrom('__proto__[polluted]', 'constructor[prototype][polluted]', 'a[b][c]', 'pin[]'),
    fc.string({ unit: 'binary', maxLength: 12 }),
  );
  const value = fc.oneof(
    hostileText,
    fc.constantFrom(...Object.values(valid).map((v) => String(v))),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 8 })
    .map((pairs) =>
      pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
    );
}

/** Content types a client might claim, right or wrong. */
export const contentType = fc.option(
  fc.oneof(
    {
      arbitrary: fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
      weight: 4,
    },
    fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/octet-stream',
      '',
      ';',
    ),
  ),
  { nil: undefined },
);

/** Percent-encodes all but the characters that change how a query or path is read. */
export const looseEncode = (text: string) =>
  text.replace(/[^\x21-\x7e]|[#?]/gu, (char) => encodeURIComponent(char));

/** Text as it might reach a server: encoded properly, or with `%`, `&` and brackets left raw. */
export const urlText = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.boolean())
    .map(([value, strict]) => (strict ? encodeURIComponent(value) : looseEncode(value)));

/** A segment of a /media path: walks back, encodings of them, real names and noise. */
export const mediaPathSegment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '',
    '%2e%2e',
    '%2E%2E',
    '.%2e',
    '%2e.',
    '..%2f',
    '..%2F..%2F',
    '..%5c',
    '..\\',
    '%252e%252e',
    '%c0%ae%c0%ae',
    '%00',
    '%',
    '%zz',
    '..;',
    '~',
    '....//',
    'vod',
    'demo',
    'trailer',
    '360p',
    '720p',
    'master.m3u8',
    'art',
    'brand',
    'logo-small.svg',
    'package.json',
    'src',
    'app.ts',
    'x'.repeat(300),
  ),
  fc.webSegment(),
  urlText(fc.string({ unit: 'binary', maxLength: 20 })),
);
