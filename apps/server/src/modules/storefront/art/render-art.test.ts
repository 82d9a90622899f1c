import { describe, expect, it } from 'vitest';
import {
  renderBackdrop,
  renderBanner,
  renderBrandLogo,
  renderChannelLogo,
  renderChannelScreenshot,
  renderFavicon,
  renderPoster,
  renderStill,
} from './render-art.js';
import { escapeXml, wrapText } from './svg-text.js';

const NASTY = `Tom & Jerry's <Big> "Escape"`;
const LONG =
  'The Extraordinarily Long and Winding Chronicle of a Lighthouse Keeper Who Never Once Slept';

// A small XML well-formedness check, enough for the markup these renderers write: elements
// with double-quoted attributes, text, and the five predefined entities or numeric ones.
function parseXml(xml: string): { root: string; attributes: Record<string, string> } {
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const badAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;
  const stack: string[] = [];
  let root: { root: string; attributes: Record<string, string> } | undefined;
  let position = 0;
  while (position < xml.length) {
    token.lastIndex = position;
    const match = token.exec(xml);
    if (!match)
      throw new Error(`not well-formed at ${position}: ${xml.slice(position, position + 40)}`);
    const [whole, closing, name, attributeText, selfClosing, text] = match;
    position += whole.length;
    if (text !== undefined) {
      if (stack.length === 0) throw new Error(`text outside the root: ${text}`);
      if (badAmpersand.test(text)) throw new Error(`unescaped & in text: ${text}`);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of (attributeText ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (key === undefined || value === undefined) continue;
      if (key in attributes) throw new Error(`duplicate attribute ${key}`);
      if (badAmpersand.test(value)) throw new Error(`unescaped & in ${key}="${value}"`);
      attributes[key] = value;
    }
    if (stack.length === 0) {
      if (root) throw new Error('more than one root element');
      root = { root: name ?? '', attributes };
    }
    if (!selfClosing) stack.push(name ?? '');
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (!root) throw new Error('no root element');
  return root;
}

function textOf(svg: string): string[] {
  return [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1] ?? '');
}

const cases: [string, () => string, number, number][] = [
  ['poster', () => renderPoster({ title: NASTY, year: 1999, hue: 12, seed: 3 }), 400, 600],
  ['backdrop', () => renderBackdrop({ title: NASTY, hue: 200, seed: 4 }), 1280, 720],
  ['still', () => renderStill({ title: NASTY, hue: 200, seed: 43 }), 1280, 720],
  ['channel logo', () => renderChannelLogo({ name: NASTY, number: 101, hue: 90 }), 200, 200],
  [
    'channel screenshot',
    () => renderChannelScreenshot({ name: NASTY, hue: 90, seed: 7 }),
    1280,
    720,
  ],
  ['small logo', () => renderBrandLogo({ size: 'small', colour: '#e50914' }), 154, 36],
  ['medium logo', () => renderBrandLogo({ size: 'medium', colour: '#e50914' }), 264, 64],
  ['favicon', () => renderFavicon({ colour: '#e50914' }), 64, 64],
  ['banner', () => renderBanner({ title: NASTY, colour: '#e50914' }), 1200, 200],
];

describe.each(cases)('%s', (_name, render, width, height) => {
  it('is a well-formed SVG document with its size and viewBox', () => {
    const svg = render();
    const { root, attributes } = parseXml(svg);
    expect(root).toBe('svg');
    expect(attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(attributes.width).toBe(String(width));
    expect(attributes.height).toBe(String(height));
    expect(attributes.viewBox).toBe(`0 0 ${width} ${height}`);
  });

  it('stays under 4 KB and is the same every time', () => {
    expect(Buffer.byteLength(render())).toBeLessThan(4096);
    expect(render()).toBe(render());
  });
});

describe('the well-formedness check', () => {
  it('rejects broken markup, so passing it means something', () => {
    expect(() => parseXml('<svg><text>a & b</text></svg>')).toThrow(/unescaped &/);
    expect(() => parseXml('<svg><text>a</svg>')).toThrow(/closes/);
    expect(() => parseXml('<svg><g></svg>')).toThrow();
    expect(() => parseXml('<svg/><svg/>')).toThrow(/more than one root/);
    expect(() => parseXml('<svg a="1" a="2"/>')).toThrow(/duplicate/);
    expect(() => parseXml('<svg>"x" <y</svg>')).toThrow(/not well-formed/);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u001fc\ud800d')).toBe('abcd');
    expect(escapeXml('tab\tand\nnewline and 🎬')).toBe('tab\tand\nnewline and 🎬');
  });
});

describe('wrapText', () => {
  it('breaks at spaces within the width', () => {
    expect(wrapText('The Letter and the Tide', 12, 4)).toEqual(['The Letter', 'and the Tide']);
  });

  it('splits words longer than a line', () => {
    const lines = wrapText('Supercalifragilistic', 8, 5);
    expect(lines.join('').replace(/-/g, '')).toBe('Supercalifragilistic');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(8);
  });

  it('ends with an ellipsis when the text does not fit', () => {
    const lines = wrapText(LONG, 14, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
  });
});

describe('renderPoster', () => {
  it('escapes titles in the text and the label', () => {
    const svg = renderPoster({ title: NASTY, year: 2001, hue: 40, seed: 1 });
    expect(svg).toContain('Tom &amp;');
    expect(svg).toContain('Jerry&apos;s');
    expect(svg).toContain('&lt;Big&gt;');
    expect(svg).toContain('&quot;Escape&quot;');
    expect(svg).not.toMatch(/<Big>|"Escape"|Jerry's/);
    expect(svg).toContain(`aria-label="Tom &amp; Jerry&apos;s &lt;Big&gt; &quot;Escape&quot;"`);
  });

  it('wraps long titles over several lines, at most four', () => {
    const lines = textOf(renderPoster({ title: LONG, year: 2020, hue: 0, seed: 0 }));
    expect(lines.length).toBe(4);
    expect(lines[3]?.endsWith('…')).toBe(true);
    expect(textOf(renderPoster({ title: 'Tide', year: 2020, hue: 0, seed: 0 }))).toEqual(['Tide']);
  });

  it('shows the year when there is one', () => {
    expect(renderPoster({ title: 'Tide', year: 1987, hue: 0, seed: 0 })).toContain('>1987</text>');
    const withoutYear = renderPoster({ title: 'Tide', year: null, hue: 0, seed: 0 });
    expect(parseXml(withoutYear).root).toBe('svg');
    expect(withoutYear).not.toMatch(/>\d{4}<\/text>/);
  });

  it('varies the motif with the seed and the colours with the hue', () => {
    const motifs = new Set(
      [0, 1, 2, 3, 4].map((seed) =>
        renderPoster({ title: 'Tide', year: 2000, hue: 10, seed }).replace(/<text.*$/, ''),
      ),
    );
    expect(motifs.size).toBe(5);
    expect(renderPoster({ title: 'Tide', hue: 10, seed: 1 })).not.toBe(
      renderPoster({ title: 'Tide', hue: 200, seed: 1 }),
    );
  });

  it('stays small and well-formed for every motif with the longest titles', () => {
    for (let seed = 0; seed < 20; seed++) {
      for (const svg of [
        renderPoster({ title: `${LONG} ${NASTY}`, year: 2024, hue: seed * 37, seed }),
        renderBackdrop({ title: `${LONG} ${NASTY}`, hue: seed * 37, seed }),
      ]) {
        expect(Buffer.byteLength(svg)).toBeLessThan(4096);
        expect(parseXml(svg).root).toBe('svg');
      }
    }
  });

  it('accepts odd hues and seeds', () => {
    for (const [hue, seed] of [
      [-30, -7],
      [720.6, 2 ** 40],
      [Number.NaN, 0.5],
    ] as const) {
      const svg = renderPoster({ title: 'Odd', year: 2000, hue, seed });
      expect(parseXml(svg).root).toBe('svg');
      expect(svg).not.toContain('NaN');
    }
  });
});

describe('renderBackdrop', () => {
  it('wraps long titles over at most three lines', () => {
    const lines = textOf(renderBackdrop({ title: LONG, hue: 0, seed: 0 }));
    expect(lines.length).toBe(3);
    expect(textOf(renderBackdrop({ title: 'Borrowed Tide', hue: 0, seed: 0 }))).toEqual([
      'Borrowed Tide',
    ]);
  });
});

describe('renderChannelLogo', () => {
  it('shows the number when there is one', () => {
    expect(renderChannelLogo({ name: 'News', number: 7, hue: 1 })).toContain('>7</text>');
    expect(renderChannelLogo({ name: 'News', number: null, hue: 1 })).not.toContain('</text><text');
  });

  it('breaks a name between words rather than inside one while a wider line fits', () => {
    const svg = renderChannelLogo({ name: 'Northgate Business', number: 104, hue: 1 });
    expect(svg).toContain('>Northgate</tspan>');
    expect(svg).toContain('>Business</tspan>');
    expect(svg).not.toContain('-</tspan>');
  });
});

describe('renderBrandLogo and renderFavicon', () => {
  it('use the brand colour', () => {
    expect(renderBrandLogo({ size: 'small', colour: '#123456' })).toContain('fill="#123456"');
    expect(renderFavicon({ colour: 'rgb(1, 2, 3)' })).toContain('fill="rgb(1, 2, 3)"');
  });

  it('fall back to the default colour when the configured one is not a colour', () => {
    const svg = renderBrandLogo({ size: 'medium', colour: '"/><script>alert(1)</script>' });
    expect(svg).not.toContain('script');
    expect(svg).toContain('fill="#e50914"');
    expect(parseXml(renderFavicon({ colour: 'url(javascript:x)' })).root).toBe('svg');
  });
});

describe('renderBanner', () => {
  it('draws the title in at most two lines on the brand colour', () => {
    const svg = renderBanner({ title: 'Rent the 4K edition', colour: '#0a84ff' });
    expect(svg).toContain('fill="#0a84ff"');
    expect(textOf(svg)).toEqual(['Rent the 4K edition']);
    expect(textOf(renderBanner({ title: LONG, colour: '#0a84ff' })).length).toBeLessThanOrEqual(2);
    expect(parseXml(renderBanner({ title: LONG, colour: '#0a84ff' })).root).toBe('svg');
  });

  it('falls back to the default colour when the configured one is not a colour', () => {
    const svg = renderBanner({ title: 'Offer', colour: '"/><script>alert(1)</script>' });
    expect(svg).not.toContain('script');
    expect(svg).toContain('fill="#e50914"');
  });
});
