// Artwork made by code: the demo ships no images, so every poster, backdrop, channel logo, ad
// banner and brand mark is an SVG drawn here from a title, a hue and a seed. Each renderer is a
// pure function returning a small standalone SVG document (a few KB at most), which the art
// routes serve as `image/svg+xml` and browsers cache.

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

const FONT = "'Inter','Helvetica Neue',Arial,sans-serif";
const DEFAULT_COLOUR = '#e50914';

/** Escapes text for XML content and attribute values, dropping characters XML forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // Control characters and lone surrogates would make the whole document unparsable.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/**
 * Splits text into at most `maxLines` lines of about `maxChars` characters, breaking at spaces,
 * splitting words that are longer than a line, and ending with an ellipsis when text is cut.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while ([...word].length > maxChars) {
      if (line) lines.push(line);
      const chars = [...word];
      lines.push(chars.slice(0, maxChars - 1).join('') + '-');
      word = chars.slice(maxChars - 1).join('');
      line = '';
    }
    const candidate = line ? `${line} ${word}` : word;
    if ([...candidate].length <= maxChars) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${[...last]
    .slice(0, maxChars - 1)
    .join('')
    .replace(/[\s-]+$/, '')}…`;
  return kept;
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

function svg(w: number, h: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">` +
    `${body}</svg>`
  );
}

function titleText(
  lines: string[],
  x: number,
  y: number,
  size: number,
  lead: number,
  anchor: 'start' | 'middle' = 'start',
): string {
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${x}" ${i === 0 ? `y="${round(y)}"` : `dy="${lead}"`}>${escapeXml(line)}</tspan>`,
    )
    .join('');
  return (
    `<text font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff"` +
    `${anchor === 'middle' ? ' text-anchor="middle"' : ''}>${spans}</text>`
  );
}

// Tries narrower lines first so short titles set large, widening when a title needs too many
// lines; then evens the lines out, so "The Letter and the / Tide" becomes two even lines.
function fitLines(text: string, widths: number[], maxLines: number): string[] {
  const clean = text.trim() || 'Untitled';
  const longestWord = Math.max(...clean.split(/\s+/).map((word) => [...word].length));
  for (const [index, width] of widths.entries()) {
    // A width that would split a word is used only when no wider one is left to try.
    if (width < longestWord && index < widths.length - 1) continue;
    const count = wrapText(clean, width, Number.MAX_SAFE_INTEGER).length;
    if (count > maxLines) continue;
    for (let even = Math.min(longestWord, width); even < width; even++) {
      const lines = wrapText(clean, even, Number.MAX_SAFE_INTEGER);
      if (lines.length <= count) return lines;
    }
    return wrapText(clean, width, maxLines);
  }
  return wrapText(clean, widths[widths.length - 1] ?? 20, maxLines);
}

// Bold sans glyphs average about 0.6 em, so the longest line decides the size that still fits.
function fontSize(lines: string[], width: number, min: number, max: number): number {
  const longest = Math.max(1, ...lines.map((line) => [...line].length));
  return Math.round(Math.min(max, Math.max(min, width / (longest * 0.6))));
}

function backgroundGradient(hue: number, x2: string, y2: string): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${hsl(hue, 62, 40)}"/>` +
    `<stop offset=".55" stop-color="${hsl(hue + 25, 58, 22)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 45, 55, 9)}"/></linearGradient>`
  );
}

// Darkens towards where the text sits, so white titles read on any hue.
function scrim(direction: string, from: number, opacity: number): string {
  return (
    `<linearGradient id="sc" ${direction}>` +
    `<stop offset="${from}" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="${opacity}"/></linearGradient>`
  );
}

// One of five geometric motifs, shaped by the seed, drawn in light tints of the hue. Shapes
// centre on the focus box (where no text goes) but may run to the edges of the w x h canvas.
function motif(seed: number, hue: number, w: number, h: number, focus: Box): string {
  const random = seededRandom(seed);
  const tint = hsl(hue + 20, 85, 78);
  const glow = hsl(hue - 20, 90, 62);
  const cx = round(focus.x + focus.w * (0.3 + random() * 0.4));
  const cy = round(focus.y + focus.h * (0.35 + random() * 0.3));
  const r = round(Math.min(focus.w, focus.h) * (0.2 + random() * 0.12));
  switch (Math.abs(Math.trunc(seed)) % 5) {
    case 0: {
      // Concentric rings around a glowing core.
      const rings = [1, 1.5, 2, 2.6, 3.3]
        .map((k) => `<circle cx="${cx}" cy="${cy}" r="${round(r * k * 0.6)}"/>`)
        .join('');
      return (
        `<g fill="none" stroke="${tint}" stroke-opacity=".16" stroke-width="${round(2 + random() * 3)}">${rings}</g>` +
        `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.3)}" fill="${glow}" fill-opacity=".5"/>`
      );
    }
    case 1: {
      // A setting sun cut by horizontal bands.
      const bands = [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${focus.x}" y="${round(cy + r * (0.25 + i * 0.22))}" width="${focus.w}" height="${3 + i * 3}"/>`,
        )
        .join('');
      return (
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${glow}" fill-opacity=".55"/>` +
        `<g fill="${hsl(hue + 30, 58, 18)}">${bands}</g>`
      );
    }
    case 2: {
      // A moon over two ranges of peaks.
      const range = (ridge: number, tone: number, opacity: number) => {
        const points = [`0,${h}`];
        for (let i = 0; i <= 6; i++) {
          points.push(`${round((w * i) / 6)},${round(ridge - random() * focus.h * 0.25)}`);
        }
        points.push(`${w},${h}`);
        return `<polygon points="${points.join(' ')}" fill="${hsl(hue + 35, 45, tone)}" fill-opacity="${opacity}"/>`;
      };
      return (
        `<circle cx="${cx}" cy="${round(focus.y + focus.h * 0.3)}" r="${round(r * 0.5)}" fill="${tint}" fill-opacity=".4"/>` +
        range(focus.y + focus.h * 0.8, 30, 0.55) +
        range(focus.y + focus.h * 0.95, 14, 0.8)
      );
    }
    case 3: {
      // Premiere searchlights sweeping up from below.
      const beam = (x: number, angle: number, spread: number) =>
        `<polygon transform="rotate(${round(angle)} ${round(x)} ${h})" points="${round(x - 6)},${h} ${round(x + 6)},${h} ${round(x + spread)},${-h} ${round(x - spread)},${-h}"/>`;
      const x1 = focus.x + focus.w * (0.2 + random() * 0.2);
      const x2 = focus.x + focus.w * (0.6 + random() * 0.2);
      return (
        `<circle cx="${cx}" cy="${round(focus.y + focus.h * 0.3)}" r="${round(r * 0.9)}" fill="${glow}" fill-opacity=".3"/>` +
        `<g fill="${tint}" fill-opacity=".14">` +
        beam(x1, 8 + random() * 14, focus.w * 0.12) +
        beam(x2, -8 - random() * 14, focus.w * 0.1) +
        beam((x1 + x2) / 2, -4 + random() * 8, focus.w * 0.06) +
        `</g>`
      );
    }
    default: {
      // A tilted orbit with a planet and a moon.
      const tilt = round(-35 + random() * 70);
      return (
        `<g transform="rotate(${tilt} ${cx} ${cy})" fill="none" stroke="${tint}" stroke-opacity=".22" stroke-width="3">` +
        `<ellipse cx="${cx}" cy="${cy}" rx="${round(r * 1.7)}" ry="${round(r * 0.55)}"/>` +
        `<ellipse cx="${cx}" cy="${cy}" rx="${round(r * 2.3)}" ry="${round(r * 0.8)}" stroke-dasharray="2 10"/></g>` +
        `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.6)}" fill="${glow}" fill-opacity=".6"/>` +
        `<circle cx="${round(cx + r * 1.5)}" cy="${round(cy - r * 0.3)}" r="${round(r * 0.12)}" fill="${tint}" fill-opacity=".8"/>`
      );
    }
  }
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function accent(hue: number): string {
  return hsl(hue + 180, 85, 65);
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${normaliseHue(hue)},${saturation}%,${lightness}%)`;
}

function normaliseHue(hue: number): number {
  return Number.isFinite(hue) ? ((Math.round(hue) % 360) + 360) % 360 : 220;
}

// The colour comes from operator configuration: only plain colour syntax reaches the markup.
function safeColour(colour: string): string {
  const value = colour.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ||
    /^[a-z]{3,20}$/i.test(value) ||
    /^(?:rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)$/i.test(value)
    ? value
    : DEFAULT_COLOUR;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

// Mulberry32, local so artwork does not depend on the seed module.
function seededRandom(seed: number): () => number {
  let state = Math.trunc(seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
