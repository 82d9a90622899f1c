/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOURS } from '@marquee/contract';

// Read from disk: the test run compiles stylesheets to nothing.
const css = ['tokens.css', 'global.css']
  .map((file) => readFileSync(`${import.meta.dirname}/${file}`, 'utf8'))
  .join('\n');

/** The fallback of `var(--brand-…, fallback)` that `property` is set to in the stylesheets. */
function fallbackOf(property: string, brand: string): string[] {
  const pattern = new RegExp(`${property}: var\\(${brand}, (#[0-9a-f]{6})\\)`, 'g');
  return [...css.matchAll(pattern)].map((match) => match[1]!);
}

describe('global.css', () => {
  it('falls back to the default theme colours, which pass the contrast rules', () => {
    expect(fallbackOf('--color-background', '--brand-background')).toEqual([
      DEFAULT_THEME_COLOURS.background,
    ]);
    expect(fallbackOf('--color-main', '--brand-main')).toEqual([DEFAULT_THEME_COLOURS.main]);
    expect(fallbackOf('--color-selection', '--brand-selection')).toEqual([
      DEFAULT_THEME_COLOURS.selection,
    ]);
    expect(fallbackOf('--color-selection', '--brand-selection-light')).toEqual([
      DEFAULT_THEME_COLOURS.selectionOnLight,
    ]);
  });

  it('stops animations and transitions for people who ask for reduced motion', () => {
    const rule = /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/.exec(css)?.[1];
    expect(rule).toContain('animation-duration: 0.01ms !important');
    expect(rule).toContain('transition-duration: 0.01ms !important');
  });
});
