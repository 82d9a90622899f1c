import { describe, expect, it } from 'vitest';
import { z } from './zod.js';
import { bracketPath, describeIssues, issuesByField } from './issues.js';

describe('issues', () => {
  it('name fields in the bracket style', () => {
    expect(bracketPath([])).toBe('');
    expect(bracketPath(['page'])).toBe('page');
    expect(bracketPath(['filter', 'genre_id', 0])).toBe('filter[genre_id][0]');
  });

  it('group messages by field, unknown keys each on their own', () => {
    const schema = z.strictObject({ a: z.string({ error: 'a required' }) });
    const error = schema.safeParse({ x: 1, y: 2 }).error!;
    expect(issuesByField(error)).toEqual({
      a: ['a required'],
      x: ['unknown parameter'],
      y: ['unknown parameter'],
    });
    expect(describeIssues(error)).toBe('a: a required; x: unknown parameter; y: unknown parameter');
  });

  it('keep whole-value messages without a field name', () => {
    const error = z.string({ error: 'text please' }).safeParse(1).error!;
    expect(describeIssues(error)).toBe('text please');
  });
});

describe('issuesByField with field names of Object.prototype', () => {
  it('keeps `hasOwnProperty` and `constructor` as ordinary fields', () => {
    const schema = z.strictObject({});
    const result = schema.safeParse({ hasOwnProperty: '1', constructor: '2' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesByField(result.error)).toEqual({
      hasOwnProperty: ['unknown parameter'],
      constructor: ['unknown parameter'],
    });
  });
});
