import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { adoptSonnerStyles } from './adopted-library-styles';

const require = createRequire(import.meta.url);

describe('adoptSonnerStyles', () => {
  it("turns sonner's <style> element into an adopted stylesheet, its CSS unchanged", () => {
    const sonner = readFileSync(
      require.resolve('sonner').replace(/index\.js$/, 'index.mjs'),
      'utf8',
    );
    expect(sonner).toContain("document.createElement('style')");
    const rewritten = adoptSonnerStyles(sonner);
    expect(rewritten).not.toContain("document.createElement('style')");
    expect(rewritten).toMatch(
      /import \{ adoptStyles as __adoptStyles \} from ".*adopt-styles\.ts";/,
    );
    expect(rewritten).toContain('__adoptStyles(code)');
    // The call with sonner's CSS stays as it was.
    const call = /__insertCSS\("\[data-sonner-toaster\][^\n]*\);/;
    expect(rewritten.match(call)?.[0]).toBe(sonner.match(call)?.[0]);
  });

  it('fails the build when sonner no longer adds its styles that way', () => {
    expect(() => adoptSonnerStyles('export const toast = () => {};')).toThrow(/__insertCSS/);
  });
});
