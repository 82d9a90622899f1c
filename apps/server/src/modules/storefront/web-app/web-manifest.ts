import { createHash } from 'node:crypto';
import type { Configuration } from '@marquee/contract';
import { defaultConfiguration } from '../../site/configuration/index.js';
import { safeColourOr } from './brand-colours.js';

/** Where the manifest and the icons made from the operator's logo are served. */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const ICONS_PATH = '/app-icons';

/** How much of the icon's side the logo takes, and on what, for each icon file. */
export interface IconSpec {
  size: number;
  /** A maskable icon keeps the logo inside the safe zone, the middle 80 % circle. */
  purpose: 'any' | 'maskable';
  format: 'png' | 'svg';
}

/** Every icon the server makes, by file name under ICONS_PATH. */
export const ICON_FILES = {
  'icon.svg': { size: 512, purpose: 'any', format: 'svg' },
  'icon-192.png': { size: 192, purpose: 'any', format: 'png' },
  'icon-512.png': { size: 512, purpose: 'any', format: 'png' },
  'maskable-192.png': { size: 192, purpose: 'maskable', format: 'png' },
  'maskable-512.png': { size: 512, purpose: 'maskable', format: 'png' },
  // iOS ignores the manifest's icons and crops nothing: an opaque square of 180 px.
  'apple-touch-icon.png': { size: 180, purpose: 'any', format: 'png' },
} as const satisfies Record<string, IconSpec>;

export type IconFile = keyof typeof ICON_FILES;

/** A web app manifest's fields that Marquee fills in (W3C Web Application Manifest). */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/** Launchers cut names longer than about 12 characters. */
const SHORT_NAME_LENGTH = 12;

/** The name under the icon on a home screen: the app's name, or its first word when long. */
export function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.slice(0, SHORT_NAME_LENGTH);
}

/**
 * The image the icons are made from: the favicon, the operator's square mark, else a logo.
 * The wordmark logos are wide and carry the name as text, which an icon repeats under itself.
 */
export function iconSourceOf(configuration: Configuration): string | undefined {
  const { favicon, logos } = configuration.web;
  return [favicon, logos.small, logos.medium].map((href) => href?.trim()).find(Boolean);
}

/** The background the icons sit on, the splash screen's colour: the theme's background. */
export const iconBackgroundOf = (configuration: Configuration) =>
  safeColourOr(configuration.theme_background_color, defaultConfiguration.theme_background_color);

/**
 * A tag for what the icons are drawn from, put in their addresses so that a new logo or
 * background is fetched anew rather than taken from a cache.
 */
export function iconVersionOf(configuration: Configuration): string {
  const parts = [iconSourceOf(configuration) ?? '', iconBackgroundOf(configuration)];
  // The demo's generated marks take the brand colour.
  parts.push(configuration.theme_color);
  return createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 10);
}

const isSvg = (href: string) => /\.svg$/i.test(href.split(/[?#]/)[0] ?? '');

/** The web app manifest for the operator's branding (name, colours, icons from the logo). */
export function webManifestOf(configuration: Configuration): WebManifest {
  const name = configuration.app_name.trim() || defaultConfiguration.app_name;
  const source = iconSourceOf(configuration);
  const version = iconVersionOf(configuration);
  const icon = (file: IconFile) => {
    const { size, purpose, format } = ICON_FILES[file];
    return {
      src: `${ICONS_PATH}/${file}?v=${version}`,
      sizes: format === 'svg' ? 'any' : `${size}x${size}`,
      type: format === 'svg' ? 'image/svg+xml' : 'image/png',
      purpose,
    };
  };
  const files: IconFile[] = source
    ? [
        ...(isSvg(source) ? (['icon.svg'] as const) : []),
        'icon-192.png',
        'icon-512.png',
        'maskable-192.png',
        'maskable-512.png',
      ]
    : [];
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: configuration.page_title.trim() || name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: safeColourOr(configuration.theme_color, defaultConfiguration.theme_color),
    background_color: iconBackgroundOf(configuration),
    icons: files.map(icon),
  };
}
