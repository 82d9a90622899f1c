// The art's colours and gradients (render-art.ts): hues as HSL, an operator's colour made safe.

export const DEFAULT_COLOUR = '#e50914';

export function backgroundGradient(hue: number, x2: string, y2: string): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${hsl(hue, 62, 40)}"/>` +
    `<stop offset=".55" stop-color="${hsl(hue + 25, 58, 22)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 45, 55, 9)}"/></linearGradient>`
  );
}

// Darkens towards where the text sits, so white titles read on any hue.
export function scrim(direction: string, from: number, opacity: number): string {
  return (
    `<linearGradient id="sc" ${direction}>` +
    `<stop offset="${from}" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="${opacity}"/></linearGradient>`
  );
}

export function accent(hue: number): string {
  return hsl(hue + 180, 85, 65);
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${normaliseHue(hue)},${saturation}%,${lightness}%)`;
}

export function normaliseHue(hue: number): number {
  return Number.isFinite(hue) ? ((Math.round(hue) % 360) + 360) % 360 : 220;
}

// The colour comes from operator configuration: only plain colour syntax reaches the markup.
export function safeColour(colour: string): string {
  const value = colour.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ||
    /^[a-z]{3,20}$/i.test(value) ||
    /^(?:rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)$/i.test(value)
    ? value
    : DEFAULT_COLOUR;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
