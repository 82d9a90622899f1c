import type { Configuration } from './configuration.js';
import { namedColour } from './named-colours.js';

/** An opaque or translucent sRGB colour, channels 0-255 and alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The theme colours an operator sets in the remote configuration. */
export interface ThemeColourInput {
  background: string;
  main: string;
  selection: string;
}

/** The colours the web app paints with, each `#rrggbb`, readable against what it meets. */
export interface ReadableThemeColours {
  /** The dark theme's page background (`--brand-background`). */
  background: string;
  /** Buttons and accents (`--brand-main`): white text on it, and it on the background. */
  main: string;
  /** Highlights, focus rings and accent text on the dark theme (`--brand-selection`). */
  selection: string;
  /** The same accent on the light theme's pale background (`--brand-selection-light`). */
  selectionOnLight: string;
}

/** WCAG 2 minimum contrast ratios: body text, and large text or the parts of a control. */
export const CONTRAST = { text: 4.5, large: 3 } as const;

/**
 * The colours the web app's stylesheet (apps/web global.css) falls back to: they pass every
 * rule below, which `theme-colours.test.ts` checks.
 */
export const DEFAULT_THEME_COLOURS: ReadableThemeColours = {
  background: '#0b0d12',
  main: '#e50914',
  selection: '#f5c518',
  selectionOnLight: '#876c0d',
};

/** The colours the themes set themselves (apps/web global.css), which brand colours meet. */
export const FIXED_THEME_COLOURS = {
  /** Text on the dark theme. */
  text: '#f3f4f6',
  /** Text on `main` (buttons). */
  onMain: '#ffffff',
  /** The light theme's page background. */
  lightBackground: '#f4f5f8',
} as const;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

const channel = (value: number) => Math.min(255, Math.max(0, value));

function parseHex(hex: string): Rgba | null {
  const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^([0-9a-f]{6}|[0-9a-f]{8})$/i.test(digits)) return null;
  const at = (index: number) => parseInt(digits.slice(index, index + 2), 16);
  return { r: at(0), g: at(2), b: at(4), a: digits.length === 8 ? at(6) / 255 : 1 };
}

/** The numbers of `rgb()`/`hsl()`, with or without commas and a `/ alpha`. */
function functionArguments(text: string): string[] {
  return text
    .split(/[\s,/]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const number = (part: string, scale: number) =>
  part.endsWith('%') ? (parseFloat(part) / 100) * scale : parseFloat(part);

function fromHsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Reads a colour as operators write it: hex, `rgb()`/`hsl()` (with alpha) or a CSS name. */
export function parseColour(text: string): Rgba | null {
  const value = text.trim().toLowerCase();
  if (value.startsWith('#')) return parseHex(value.slice(1));
  const call = /^(rgba?|hsla?)\(([^()]*)\)$/.exec(value);
  if (call) {
    const parts = functionArguments(call[2]!);
    if (parts.length !== 3 && parts.length !== 4) return null;
    const alpha = parts[3] === undefined ? 1 : number(parts[3], 1);
    const [x, y, z] = call[1]!.startsWith('rgb')
      ? parts.slice(0, 3).map((part) => number(part, 255))
      : fromHsl(parseFloat(parts[0]!), parseFloat(parts[1]!) / 100, parseFloat(parts[2]!) / 100);
    if ([x, y, z, alpha].some((part) => part === undefined || Number.isNaN(part))) return null;
    const rgba = { r: channel(x!), g: channel(y!), b: channel(z!), a: Math.min(1, alpha) };
    return rgba.a < 0 ? null : rgba;
  }
  const named = namedColour(value);
  return named ? parseHex(named.slice(1)) : null;
}

/** `colour` mixed with `other` as CSS `color-mix(in srgb, colour p, other)` does. */
export function mix(colour: Rgba, other: Rgba, share: number): Rgba {
  const blend = (a: number, b: number) => a * share + b * (1 - share);
  return {
    r: blend(colour.r, other.r),
    g: blend(colour.g, other.g),
    b: blend(colour.b, other.b),
    a: 1,
  };
}

/** A translucent colour as it shows over an opaque one. */
const over = (colour: Rgba, below: Rgba): Rgba => mix(colour, below, colour.a);

const toHex = ({ r, g, b }: Rgba) =>
  `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The colour nearest `colour` (mixed with black or white in 1 % steps, its hex rounded) for
 * which `passes` holds; null when no step does.
 */
function nearestPassing(colour: Rgba, passes: (candidate: Rgba) => boolean): Rgba | null {
  for (let step = 0; step <= 100; step += 1) {
    for (const towards of [BLACK, WHITE]) {
      const candidate = parseHex(toHex(mix(colour, towards, 1 - step / 100)).slice(1))!;
      if (passes(candidate)) return candidate;
    }
  }
  return null;
}

const text = parseHex(FIXED_THEME_COLOURS.text.slice(1))!;
const onMain = parseHex(FIXED_THEME_COLOURS.onMain.slice(1))!;
const lightBackground = parseHex(FIXED_THEME_COLOURS.lightBackground.slice(1))!;
const defaults = {
  background: parseHex(DEFAULT_THEME_COLOURS.background.slice(1))!,
  main: parseHex(DEFAULT_THEME_COLOURS.main.slice(1))!,
  selection: parseHex(DEFAULT_THEME_COLOURS.selection.slice(1))!,
  selectionOnLight: parseHex(DEFAULT_THEME_COLOURS.selectionOnLight.slice(1))!,
};

/** The dark theme's raised surface and muted text (global.css) on a background. */
const raisedSurface = (background: Rgba) => mix(background, WHITE, 0.89);
const mutedText = (background: Rgba) => mix(text, background, 0.62);

/** The rules each theme colour must meet, given the (already readable) background. */
const rules = {
  background: (background: Rgba) =>
    contrastRatio(text, raisedSurface(background)) >= CONTRAST.text &&
    contrastRatio(mutedText(background), raisedSurface(background)) >= CONTRAST.text,
  textOnMain: (main: Rgba) => contrastRatio(onMain, main) >= CONTRAST.text,
  main: (background: Rgba) => (main: Rgba) =>
    contrastRatio(onMain, main) >= CONTRAST.text &&
    contrastRatio(main, background) >= CONTRAST.large,
  selection: (background: Rgba) => (selection: Rgba) =>
    contrastRatio(selection, raisedSurface(background)) >= CONTRAST.text,
  selectionOnLight: (selection: Rgba) => contrastRatio(selection, lightBackground) >= CONTRAST.text,
};

/**
 * The operator's theme colours made readable (WCAG AA): each one that fails its rules becomes
 * the nearest lighter or darker shade of itself that passes, and an unreadable value (not a
 * colour, or no shade passes) the default. Rules: text and muted text on the dark theme's
 * surfaces 4.5:1; white text on `main` 4.5:1 and `main` on the background 3:1; `selection` as
 * text on the dark surfaces 4.5:1, and on the light theme's background 4.5:1.
 */
export function readableThemeColours(input: ThemeColourInput): ReadableThemeColours {
  const parsedBackground = parseColour(input.background);
  const background =
    (parsedBackground &&
      nearestPassing(over(parsedBackground, defaults.background), rules.background)) ??
    defaults.background;
  // The first rule set a shade of the operator's colour meets wins, else the default's.
  const accent = (value: string, ruleSets: Array<(candidate: Rgba) => boolean>, fallback: Rgba) => {
    const parsed = parseColour(value);
    for (const passes of ruleSets) {
      const found = parsed && nearestPassing(over(parsed, background), passes);
      if (found) return found;
    }
    for (const passes of ruleSets) {
      const found = nearestPassing(fallback, passes);
      if (found) return found;
    }
    return fallback;
  };
  const selection = parseColour(input.selection);
  return {
    background: toHex(background),
    // Where no shade is both readable under white text and seen on the background, the text wins.
    main: toHex(accent(input.main, [rules.main(background), rules.textOnMain], defaults.main)),
    selection: toHex(accent(input.selection, [rules.selection(background)], defaults.selection)),
    selectionOnLight: toHex(
      (selection && nearestPassing(over(selection, lightBackground), rules.selectionOnLight)) ??
        defaults.selectionOnLight,
    ),
  };
}

/**
 * The CSS custom properties the web app's themes read (apps/web global.css), from the
 * configuration's theme colours made readable; the server's first paint and the app set the same.
 */
export function themeCustomProperties(configuration: Configuration): Array<[string, string]> {
  const colours = readableThemeColours({
    background: configuration.theme_background_color,
    main: configuration.theme_color,
    selection: configuration.theme_selection_color,
  });
  return [
    ['--brand-background', colours.background],
    ['--brand-main', colours.main],
    ['--brand-selection', colours.selection],
    ['--brand-selection-light', colours.selectionOnLight],
  ];
}
