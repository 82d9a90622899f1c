// The geometric motifs behind posters and backdrops (render-art.ts), shaped by a seed.
import { mulberry32 } from '../../../random.js';
import { hsl, round } from './art-paint.js';

// One of five geometric motifs, shaped by the seed, drawn in light tints of the hue. Shapes
// centre on the focus box (where no text goes) but may run to the edges of the w x h canvas.
export function motif(seed: number, hue: number, w: number, h: number, focus: Box): string {
  const random = mulberry32(seed);
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

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
