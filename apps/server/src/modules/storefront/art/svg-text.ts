// Text in the art's SVG documents (render-art.ts): escaped, wrapped and fitted to its box.
import { round } from './art-paint.js';

export const FONT = "'Inter','Helvetica Neue',Arial,sans-serif";

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

export function svg(w: number, h: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">` +
    `${body}</svg>`
  );
}

export function titleText(
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
export function fitLines(text: string, widths: number[], maxLines: number): string[] {
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
export function fontSize(lines: string[], width: number, min: number, max: number): number {
  const longest = Math.max(1, ...lines.map((line) => [...line].length));
  return Math.round(Math.min(max, Math.max(min, width / (longest * 0.6))));
}
