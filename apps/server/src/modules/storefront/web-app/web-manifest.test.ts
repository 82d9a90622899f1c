import { describe, expect, it } from 'vitest';
import type { Configuration } from '@marquee/contract';
import { defaultConfiguration } from '../../site/configuration/index.js';
import { iconSourceOf, iconVersionOf, shortNameOf, webManifestOf } from './web-manifest.js';

const branded = (change: Partial<Configuration>, web: Partial<Configuration['web']> = {}) => ({
  ...defaultConfiguration,
  ...change,
  web: { ...defaultConfiguration.web, ...web },
});

describe('the web app manifest', () => {
  it("takes its name, description and colours from the operator's branding", () => {
    const manifest = webManifestOf(
      branded({
        app_name: 'Cinemateca',
        page_title: 'Cinemateca: cinema em casa',
        theme_color: '#1e90ff',
        theme_background_color: 'rgb(10, 20, 30)',
      }),
    );
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Cinemateca',
      short_name: 'Cinemateca',
      description: 'Cinemateca: cinema em casa',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1e90ff',
      background_color: 'rgb(10, 20, 30)',
    });
  });

  it('names 192 and 512 px PNGs, maskable ones and, for an SVG logo, an SVG of any size', () => {
    const { icons } = webManifestOf(defaultConfiguration);
    expect(icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`)).toEqual([
      'any image/svg+xml any',
      '192x192 image/png any',
      '512x512 image/png any',
      '192x192 image/png maskable',
      '512x512 image/png maskable',
    ]);
    const version = iconVersionOf(defaultConfiguration);
    expect(icons[1]!.src).toBe(`/app-icons/icon-192.png?v=${version}`);
  });

  it('names no SVG icon for a raster logo, and no icon at all without a logo', () => {
    const raster = webManifestOf(branded({}, { favicon: 'https://cdn.example/brand/mark.png' }));
    expect(raster.icons.map((icon) => icon.type)).not.toContain('image/svg+xml');
    expect(raster.icons).toHaveLength(4);
    const none = webManifestOf(branded({}, { favicon: '', logos: { small: '', medium: ' ' } }));
    expect(none.icons).toEqual([]);
  });

  it('falls back to the default name and colours when the branding has none that can be used', () => {
    const manifest = webManifestOf(
      branded({
        app_name: '  ',
        page_title: '',
        theme_color: 'red;}body{x:y',
        theme_background_color: 'url(javascript:1)',
      }),
    );
    expect(manifest.name).toBe(defaultConfiguration.app_name);
    expect(manifest.description).toBe(defaultConfiguration.app_name);
    expect(manifest.theme_color).toBe(defaultConfiguration.theme_color);
    expect(manifest.background_color).toBe(defaultConfiguration.theme_background_color);
  });

  it('gives icons a new address when the logo or its colours change', () => {
    const before = iconVersionOf(defaultConfiguration);
    expect(iconVersionOf(branded({ theme_color: '#00ff00' }))).not.toBe(before);
    expect(iconVersionOf(branded({ theme_background_color: '#ffffff' }))).not.toBe(before);
    expect(iconVersionOf(branded({}, { favicon: '/media/other.svg' }))).not.toBe(before);
    expect(iconVersionOf(branded({ app_name: 'Other' }))).toBe(before);
  });
});

describe('the short name', () => {
  it.each([
    ['Marquee', 'Marquee'],
    ['Cinemateca do Norte', 'Cinemateca'],
    ['Supercalifragilistic TV', 'Supercalifra'],
  ])('of %s is %s', (name, short) => {
    expect(shortNameOf(name)).toBe(short);
  });
});

describe('the icon source', () => {
  it('is the favicon, else the small logo, else the medium one', () => {
    expect(iconSourceOf(defaultConfiguration)).toBe(defaultConfiguration.web.favicon);
    const logos = { small: '/small.svg', medium: '/medium.svg' };
    expect(iconSourceOf(branded({}, { favicon: '', logos }))).toBe('/small.svg');
    expect(iconSourceOf(branded({}, { favicon: '', logos: { ...logos, small: '' } }))).toBe(
      '/medium.svg',
    );
  });
});
