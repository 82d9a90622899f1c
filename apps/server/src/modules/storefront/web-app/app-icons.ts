import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { IconSpec } from './web-manifest.js';

/** An image as fetched: its bytes and its media type (`image/svg+xml`, `image/png`...). */
export interface SourceImage {
  bytes: Uint8Array;
  type: string;
}

/** The share of the icon's side the logo takes: maskable icons are cropped to a circle. */
const LOGO_SHARE: Record<IconSpec['purpose'], number> = { any: 0.8, maskable: 0.56 };

/** Images an icon may be made from: what resvg can draw inside an `<image>`. */
export const ICON_SOURCE_TYPES = [
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];

/**
 * The icon as SVG: a square of the background colour with the logo centred on it, embedded as
 * a data URL so the icon needs nothing else (`background` must be a checked colour).
 */
export function iconSvg(source: SourceImage, spec: IconSpec, background: string): string {
  const { size, purpose } = spec;
  const side = Math.round(size * LOGO_SHARE[purpose]);
  const offset = Math.round((size - side) / 2);
  const href = `data:${source.type};base64,${Buffer.from(source.bytes).toString('base64')}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<image x="${offset}" y="${offset}" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet" href="${href}"/>` +
    `</svg>`
  );
}

let wasmReady: Promise<void> | undefined;

/** resvg's WebAssembly, compiled once per process when the first PNG is asked for. */
function resvgReady(): Promise<void> {
  wasmReady ??= readFile(
    createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'),
  ).then((wasm) => initWasm(wasm));
  return wasmReady;
}

/** The SVG drawn as a PNG of its own width and height. */
export async function rasterise(svg: string): Promise<Buffer> {
  await resvgReady();
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' } });
  try {
    const image = resvg.render();
    try {
      return Buffer.from(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** A drawn icon, with a strong ETag of its bytes. */
export interface DrawnIcon {
  body: Buffer;
  type: string;
  etag: string;
}

/** How many drawn icons are kept: every file of one branding, and some of the one before. */
const KEPT_ICONS = 16;

/**
 * Draws icons and keeps the last ones by what they are drawn from (the logo's bytes, the
 * background, the file): drawing a 512 px PNG takes tens of milliseconds, and every installed
 * app asks for its icons again now and then.
 */
export function createIconDrawer() {
  const drawn = new Map<string, Promise<DrawnIcon>>();
  return {
    draw(source: SourceImage, spec: IconSpec, background: string): Promise<DrawnIcon> {
      const key = createHash('sha256')
        .update(source.bytes)
        .update(`\n${source.type}\n${background}\n${spec.size}\n${spec.purpose}\n${spec.format}`)
        .digest('base64url');
      const kept = drawn.get(key);
      if (kept) return kept;
      const svg = iconSvg(source, spec, background);
      const icon = (
        spec.format === 'svg' ? Promise.resolve(Buffer.from(svg)) : rasterise(svg)
      ).then((body) => ({
        body,
        type: spec.format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png',
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      }));
      // A failed drawing is not kept: the next request tries again.
      icon.catch(() => drawn.delete(key));
      drawn.set(key, icon);
      if (drawn.size > KEPT_ICONS) drawn.delete(drawn.keys().next().value!);
      return icon;
    },
  };
}
