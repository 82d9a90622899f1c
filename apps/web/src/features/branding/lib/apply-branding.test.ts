import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOURS, type Configuration } from '@marquee/contract';
import { applyBranding } from './apply-branding';

const configuration: Configuration = {
  app_name: 'Marquee',
  page_title: 'Marquee TV',
  socket_url: '/',
  theme_background_color: '#101820',
  theme_color: '#ff5500',
  theme_selection_color: 'not a colour',
  web: {
    favicon: '/media/branding/favicon.svg',
    logos: { small: '/s.svg', medium: '/m.svg' },
    modules: {
      vod: true,
      channels: true,
      epg: true,
      trending: true,
      home: true,
      advertisements: false,
      registration: true,
    },
  },
};

describe('applyBranding', () => {
  it('sets the title, the favicon and the theme colours, made readable', () => {
    applyBranding(configuration);
    const root = document.documentElement.style;
    expect(document.title).toBe('Marquee TV');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/media/branding/favicon.svg',
    );
    expect(root.getPropertyValue('--brand-background')).toBe('#101820');
    // White on #ff5500 is 2.9:1: a darker orange carries the buttons' text.
    expect(root.getPropertyValue('--brand-main')).toBe('#d14600');
    // Not a colour: the default.
    expect(root.getPropertyValue('--brand-selection')).toBe(DEFAULT_THEME_COLOURS.selection);
    expect(root.getPropertyValue('--brand-selection-light')).toBe(
      DEFAULT_THEME_COLOURS.selectionOnLight,
    );
  });
});
