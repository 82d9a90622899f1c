/** Colours as an operator writes them: hex, rgb()/hsl() with plain numbers, or a name. */
export const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d.,%\s/]+\)|[a-z]+)$/i;

/**
 * The operator's colour when it is a plain colour value, else the fallback: these colours go
 * into HTML, CSS and SVG that the server writes, where anything else could break out.
 */
export function safeColourOr(value: string, fallback: string): string {
  const colour = value.trim();
  return SAFE_COLOUR.test(colour) ? colour : fallback;
}
