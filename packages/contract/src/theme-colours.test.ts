import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_COLOURS,
  contrastRatio,
  mix,
  parseColour,
  readableThemeColours,
  type Rgba,
} from './theme-colours.js';

const colour = (text: string): Rgba => {
  const parsed = parseColour(text);
  if (!parsed) throw new Error(`not a colour: ${text}`);
  return parsed;
};
const ratio = (first: string, second: string) => contrastRatio(colour(first), colour(second));
const white = colour('#ffffff');
/** The dark theme's raised surface (global.css) on a background. */
const raised = (background: string) => mix(colour(background), white, 0.89);

describe('contrastRatio', () => {
  it('measures the WCAG ratios: #777 on white fails 4.5:1 at 4.48, #767676 passes at 4.54', () => {
    expect(ratio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(ratio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(ratio('#000', '#fff')).toBe(21);
    expect(ratio('#fff', '#000')).toBe(21);
    expect(ratio('#e5484d', '#fff')).toBeCloseTo(3.91, 2);
  });
});

describe('parseColour', () => {
  it('reads hex, rgb(), hsl() with or without alpha, and CSS names', () => {
    expect(parseColour('#0b0d12')).toEqual({ r: 11, g: 13, b: 18, a: 1 });
    expect(parseColour('#f00')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColour('#ff000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColour('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColour('rgba(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColour('hsl(0, 100%, 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColour(' RebeccaPurple ')).toEqual({ r: 102, g: 51, b: 153, a: 1 });
  });

  it('answers null for what is not a colour', () => {
    for (const text of ['', 'not a colour', '#12', '#ggg', 'rgb(1,2)', 'url(x)', 'blurple']) {
      expect(parseColour(text)).toBeNull();
    }
  });
});

describe('readableThemeColours', () => {
  it('keeps the defaults, which pass every rule', () => {
    expect(readableThemeColours(DEFAULT_THEME_COLOURS)).toEqual(DEFAULT_THEME_COLOURS);
    expect(ratio('#ffffff', DEFAULT_THEME_COLOURS.main)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(DEFAULT_THEME_COLOURS.main, DEFAULT_THEME_COLOURS.background)).toBeGreaterThan(3);
  });

  it('keeps an operator colour that passes, written as hex', () => {
    const theme = { background: '#101820', main: '#2f6fd6', selection: 'gold' };
    expect(readableThemeColours(theme)).toMatchObject({
      background: '#101820',
      main: '#2f6fd6',
      selection: '#ffd700',
    });
  });

  it('darkens a button colour white text cannot be read on, as little as it takes', () => {
    // White on #e5484d is 3.91:1.
    const { main } = readableThemeColours({ ...DEFAULT_THEME_COLOURS, main: '#e5484d' });
    expect(main).toBe('#d34247');
    expect(ratio('#ffffff', main)).toBeGreaterThanOrEqual(4.5);
    expect(ratio('#ffffff', main)).toBeLessThan(4.8);
    // Still red.
    expect(colour(main).r).toBeGreaterThan(2 * colour(main).g);
  });

  it('lightens a button colour too dark to be seen on the dark background', () => {
    const { main } = readableThemeColours({ ...DEFAULT_THEME_COLOURS, main: '#000080' });
    expect(ratio(main, DEFAULT_THEME_COLOURS.background)).toBeGreaterThanOrEqual(3);
    expect(ratio('#ffffff', main)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a background the light text cannot be read on', () => {
    const { background } = readableThemeColours({ ...DEFAULT_THEME_COLOURS, background: '#fff' });
    expect(ratio('#f3f4f6', background)).toBeGreaterThanOrEqual(4.5);
    const muted = mix(colour('#f3f4f6'), colour(background), 0.62);
    expect(contrastRatio(muted, raised(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the accent a darker shade on the light theme and a lighter one where it is dark', () => {
    const { selection, selectionOnLight } = readableThemeColours({
      ...DEFAULT_THEME_COLOURS,
      selection: '#3a2a80',
    });
    expect(contrastRatio(colour(selection), raised('#0b0d12'))).toBeGreaterThanOrEqual(4.5);
    expect(ratio(selectionOnLight, '#f4f5f8')).toBeGreaterThanOrEqual(4.5);
    // The default yellow cannot be read on the light theme as it is.
    expect(ratio('#f5c518', '#f4f5f8')).toBeLessThan(2);
    expect(
      readableThemeColours({ ...DEFAULT_THEME_COLOURS, selection: '#f5c518' }).selectionOnLight,
    ).not.toBe('#f5c518');
  });

  it('falls back to the defaults for values that are not colours', () => {
    expect(readableThemeColours({ background: 'nope', main: 'red;x:y', selection: '' })).toEqual(
      DEFAULT_THEME_COLOURS,
    );
  });

  it('shows a translucent colour as it looks over the background', () => {
    const { main } = readableThemeColours({ ...DEFAULT_THEME_COLOURS, main: 'rgb(0 80 179 / 0)' });
    // Fully transparent is the background itself: lightened until it passes both rules.
    expect(ratio(main, DEFAULT_THEME_COLOURS.background)).toBeGreaterThanOrEqual(3);
    expect(ratio('#ffffff', main)).toBeGreaterThanOrEqual(4.5);
  });
});
