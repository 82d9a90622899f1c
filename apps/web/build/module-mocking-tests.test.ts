import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleMockingTests } from './module-mocking-tests';

describe('moduleMockingTests', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the test files, at any depth, that call vi.mock, and no other file', () => {
    root = mkdtempSync(join(tmpdir(), 'marquee-mocking-'));
    const files: Record<string, string> = {
      'src/a/deep/mocks.test.tsx': "vi.mock('./module');",
      'src/plain.test.ts': "vi.fn(); vi.spyOn(console, 'log');",
      'src/not-a-test.ts': "vi.mock('./module');",
      'build/also.test.ts': "vi.mock('node:fs', () => ({}));",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    expect(moduleMockingTests(root, ['src', 'build'])).toEqual([
      'build/also.test.ts',
      'src/a/deep/mocks.test.tsx',
    ]);
  });
});
