import {
  parseColour,
  readableThemeColours,
  type Configuration,
  type ReadableThemeColours,
  type ServedThemeColours,
} from '@marquee/contract';

/** The theme colours an operator sets, by the name the preview and its notes use. */
export const COLOUR_FIELDS = {
  background: 'theme_background_color',
  main: 'theme_color',
  selection: 'theme_selection_color',
} as const satisfies Record<string, keyof Configuration>;
export type ColourName = keyof typeof COLOUR_FIELDS;
export const COLOUR_NAMES = Object.keys(COLOUR_FIELDS) as ColourName[];

/** A colour as `#rrggbb` (its alpha dropped), or null when the text is no colour. */
export function hexOf(text: string): string | null {
  const rgba = parseColour(text);
  if (!rgba) return null;
  const digits = [rgba.r, rgba.g, rgba.b].map((value) =>
    Math.round(value).toString(16).padStart(2, '0'),
  );
  return `#${digits.join('')}`;
}

/** The colours subscribers' apps would paint for these (unsaved) values. */
export const previewColours = (configuration: Configuration): ReadableThemeColours =>
  readableThemeColours({
    background: configuration.theme_background_color,
    main: configuration.theme_color,
    selection: configuration.theme_selection_color,
  });

/** A change's `served` colours, named as `readableThemeColours` names them. */
export const fromServed = (served: ServedThemeColours): ReadableThemeColours => ({
  background: served.background,
  main: served.main,
  selection: served.selection,
  selectionOnLight: served.selection_on_light,
});

/** How apps paint a colour the operator wrote: as written, another shade, or the default. */
export type Painted = 'as-written' | 'adjusted' | 'default';

/** Whether apps paint a colour as written, a readable shade of it, or (not a colour) the default. */
export function paintedAs(written: string, painted: string): Painted {
  const hex = hexOf(written);
  if (hex === null) return 'default';
  const opaque = parseColour(written)?.a === 1;
  return opaque && hex === painted.toLowerCase() ? 'as-written' : 'adjusted';
}
