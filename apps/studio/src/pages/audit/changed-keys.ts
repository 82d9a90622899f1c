type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keys an audited change touched: of two objects, those whose values differ (added and
 * removed keys included); of a thing made or removed (null on one side), all of its keys.
 * Anything else has no keys to tell apart.
 */
export function changedKeys(before: unknown, after: unknown): string[] {
  const left = isRecord(before) ? before : before == null ? {} : undefined;
  const right = isRecord(after) ? after : after == null ? {} : undefined;
  if (!left || !right) return [];
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]));
}

/** A value's JSON, one line per top-level key, with whether that key changed. */
export function jsonLines(value: unknown, changed: readonly string[]) {
  if (!isRecord(value)) {
    return (JSON.stringify(value, null, 2) ?? 'null')
      .split('\n')
      .map((text) => ({ text, changed: false }));
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return [{ text: '{}', changed: false }];
  return [
    { text: '{', changed: false },
    ...entries.map(([key, child], index) => ({
      text: `  ${JSON.stringify(key)}: ${JSON.stringify(child, null, 2).replaceAll('\n', '\n  ')}${
        index < entries.length - 1 ? ',' : ''
      }`,
      changed: changed.includes(key),
    })),
    { text: '}', changed: false },
  ];
}
