// Artwork made by code: the demo ships no images, so every poster, backdrop, channel logo, ad
// banner and brand mark is an SVG drawn here from a title, a hue and a seed. Each renderer is a
// pure function returning a small standalone SVG document (a few KB at most), which the art
// routes serve as `image/svg+xml` and browsers cache.
import { accent, backgroundGradient, normaliseHue, safeColour, scrim } from './art-paint.js';
import { escapeXml, fitLines, FONT, fontSize, svg, titleText, wrapText } from './svg-text.js';
import { motif } from './art-motif.js';

export interface PosterArt {
  title: string;
  /** Shown under the title; omitted when absent. */
  year?: number | null;
  /** Base hue, 0..359. */
  hue: number;
  /** Chooses and shapes the motif, so titles of the same hue still differ. */
  seed: number;
}

export interface BackdropArt {
  title: string;
  hue: number;
  seed: number;
}

export interface ChannelLogoArt {
  name: string;
  number?: number | null;
  hue: number;
}

export interface ChannelScreenshotArt {
  name: string;
  hue: number;
  /** Chooses the scene, as a still's seed does. */
  seed: number;
}

export interface BrandLogoArt {
  /** small: 154x36 for compact headers; medium: 264x64 for wide headers and the login page. */
  size: 'small' | 'medium';
  /** Any CSS colour; anything that does not look like one falls back to the default red. */
  colour: string;
}

export interface FaviconArt {
  colour: string;
}

export interface BannerArt {
  /** The banner's text, drawn large on the left. */
  title: string;
  /** The brand colour (any CSS colour); anything else falls back to the default red. */
  colour: string;
}

/** A 2:3 poster (400x600): gradient, motif, title and year. */
export function renderPoster({ title, year, hue, seed }: PosterArt): string {
  const w = 400;
  const h = 600;
  const base = normaliseHue(hue);
  const lines = fitLines(title, [12, 15, 18], 4);
  const size = fontSize(lines, w - 56, 30, 54);
  const lead = Math.round(size * 1.08);
  const hasYear = typeof year === 'number' && Number.isFinite(year);
  const bottom = hasYear ? 520 : 556;
  const top = bottom - lead * (lines.length - 1);
  return svg(
    w,
    h,
    title,
    `<defs>${backgroundGradient(base, '0.3', '1')}${scrim('x1="0" y1="0" x2="0" y2="1"', 0.4, 0.82)}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      motif(seed, base, w, h, { x: 0, y: 0, w, h: h * 0.62 }) +
      `<rect width="${w}" height="${h}" fill="url(#sc)"/>` +
      `<rect x="28" y="${top - size - 18}" width="40" height="4" rx="2" fill="${accent(base)}"/>` +
      titleText(lines, 28, top, size, lead) +
      (hasYear
        ? `<text x="28" y="562" font-family="${FONT}" font-size="18" font-weight="600" letter-spacing="4" fill="#fff" fill-opacity=".72">${escapeXml(String(year))}</text>`
        : ''),
  );
}

/** A 16:9 backdrop (1280x720): motif on the right, title on a scrim at the bottom left. */
export function renderBackdrop({ title, hue, seed }: BackdropArt): string {
  const w = 1280;
  const h = 720;
  const base = normaliseHue(hue);
  const lines = fitLines(title, [18, 22, 26], 3);
  const size = fontSize(lines, 680, 44, 88);
  const lead = Math.round(size * 1.06);
  const top = 640 - lead * (lines.length - 1);
  return svg(
    w,
    h,
    title,
    `<defs>${backgroundGradient(base, '1', '0.35')}${scrim('x1="1" y1="0" x2="0" y2="1"', 0.25, 0.85)}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      motif(seed, base, w, h, { x: 560, y: 0, w: 720, h }) +
      `<rect width="${w}" height="${h}" fill="url(#sc)"/>` +
      `<rect x="72" y="${top - size - 26}" width="64" height="6" rx="3" fill="${accent(base)}"/>` +
      titleText(lines, 72, top, size, lead),
  );
}

/** A gallery still (1280x720): a scene in the title's palette, without text; `seed` picks the scene. */
export function renderStill({ title, hue, seed }: BackdropArt): string {
  const w = 1280;
  const h = 720;
  const base = normaliseHue(hue + (seed % 5) * 14);
  return svg(
    w,
    h,
    title,
    `<defs>${backgroundGradient(base, '1', '0.5')}${scrim('x1="0" y1="0" x2="0" y2="1"', 0.05, 0.55)}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      motif(seed, base, w, h, { x: 0, y: 0, w, h }) +
      `<rect width="${w}" height="${h}" fill="url(#sc)"/>`,
  );
}

/** A square channel logo (200x200): number badge and the name on a hue gradient. */
export function renderChannelLogo({ name, number, hue }: ChannelLogoArt): string {
  const s = 200;
  const base = normaliseHue(hue);
  const lines = fitLines(name, [8, 11, 14], 3);
  const size = fontSize(lines, 164, 20, 46);
  const lead = Math.round(size * 1.05);
  const top = 112 - (lead * (lines.length - 1)) / 2 + size * 0.35;
  const badge =
    typeof number === 'number' && Number.isFinite(number)
      ? `<rect x="14" y="14" width="${22 + 11 * String(number).length}" height="28" rx="14" fill="#000" fill-opacity=".3"/>` +
        `<text x="${25 + (11 * String(number).length) / 2}" y="33" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" fill="#fff">${escapeXml(String(number))}</text>`
      : '';
  return svg(
    s,
    s,
    name,
    `<defs>${backgroundGradient(base, '1', '1')}</defs>` +
      `<rect width="${s}" height="${s}" fill="url(#bg)"/>` +
      `<circle cx="170" cy="170" r="90" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="18"/>` +
      badge +
      titleText(lines, 100, top, size, lead, 'middle'),
  );
}

/**
 * A 16:9 frame of a channel (1280x720): a scene in the channel's hue, its name as the on-screen
 * bug at the top right and a lower third with an on-air dot.
 */
export function renderChannelScreenshot({ name, hue, seed }: ChannelScreenshotArt): string {
  const w = 1280;
  const h = 720;
  const base = normaliseHue(hue);
  const [bug = ''] = wrapText(name, 24, 1);
  const lines = fitLines(name, [28, 34], 2);
  const size = fontSize(lines, 760, 34, 56);
  const lead = Math.round(size * 1.08);
  const top = 640 - lead * (lines.length - 1);
  return svg(
    w,
    h,
    name,
    `<defs>${backgroundGradient(base, '1', '0.5')}${scrim('x1="0" y1="0" x2="0" y2="1"', 0.45, 0.8)}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      motif(seed, base, w, h, { x: 0, y: 0, w, h: h * 0.75 }) +
      `<rect width="${w}" height="${h}" fill="url(#sc)"/>` +
      `<text x="${w - 48}" y="76" text-anchor="end" font-family="${FONT}" font-size="26" font-weight="800" fill="#fff" fill-opacity=".75">${escapeXml(bug)}</text>` +
      `<circle cx="86" cy="${top - size * 0.36}" r="12" fill="#e50914"/>` +
      titleText(lines, 116, top, size, lead),
  );
}

/** A hue (0..359) of its own for a name, so a channel's logo and screenshot share a colour. */
export function hueOfName(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash = Math.imul(hash ^ name.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0) % 360;
}

/** The Marquee wordmark: the marquee-sign mark beside the name, both in the brand colour. */
export function renderBrandLogo({ size, colour }: BrandLogoArt): string {
  const c = safeColour(colour);
  const [w, h, font] = size === 'small' ? [154, 36, 24] : [264, 64, 42];
  const scale = h / 64;
  return svg(
    w,
    h,
    'Marquee',
    `<g transform="scale(${scale})">${mark(c)}</g>` +
      `<text x="${Math.round(h * 1.14)}" y="${Math.round(h * 0.72)}" font-family="${FONT}" font-size="${font}" font-weight="800" letter-spacing="-.5" fill="${c}">Marquee</text>`,
  );
}

/** The favicon: the marquee-sign mark alone, 64x64. */
export function renderFavicon({ colour }: FaviconArt): string {
  return svg(64, 64, 'Marquee', mark(safeColour(colour)));
}

/** A wide ad banner (1200x200): the brand colour, a border of marquee bulbs and the title. */
export function renderBanner({ title, colour }: BannerArt): string {
  const w = 1200;
  const h = 200;
  const lines = fitLines(title, [34, 42], 2);
  const size = fontSize(lines, 900, 30, 60);
  const lead = Math.round(size * 1.1);
  const top = h / 2 + size * 0.36 - (lead * (lines.length - 1)) / 2;
  return svg(
    w,
    h,
    title,
    `<defs><linearGradient id="sh" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#000" stop-opacity=".05"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient>` +
      `<pattern id="bu" width="30" height="28" patternUnits="userSpaceOnUse">` +
      `<circle cx="15" cy="14" r="3" fill="#fff" fill-opacity=".55"/></pattern></defs>` +
      `<rect width="${w}" height="${h}" fill="${safeColour(colour)}"/>` +
      `<rect width="${w}" height="${h}" fill="url(#sh)"/>` +
      `<rect width="${w}" height="28" fill="url(#bu)"/>` +
      `<rect y="${h - 28}" width="${w}" height="28" fill="url(#bu)"/>` +
      titleText(lines, 64, top, size, lead) +
      `<circle cx="1100" cy="${h / 2}" r="38" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="4"/>` +
      `<path d="M1092 ${h / 2 - 16}l16 16-16 16" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

// A cinema marquee sign: a rounded panel with a row of bulbs and an "M".
function mark(colour: string): string {
  const bulbs = [14, 23, 32, 41, 50].map((x) => `<circle cx="${x}" cy="13" r="2.6"/>`).join('');
  return (
    `<rect x="2" y="4" width="60" height="56" rx="14" fill="${colour}"/>` +
    `<g fill="#fff" fill-opacity=".9">${bulbs}</g>` +
    `<path d="M17 49V26l15 13 15-13v23" fill="none" stroke="#fff" stroke-width="6.5" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}
