import { describe, expect, it } from 'vitest';
import type { Configuration } from '@marquee/contract';
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
  it('sets the title, the favicon and the valid theme colours', () => {
    applyBranding(configuration);
    const root = document.documentElement.style;
    expect(document.title).toBe('Marquee TV');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/media/branding/favicon.svg',
    );
    expect(root.getPropertyValue('--brand-background')).toBe('#101820');
    expect(root.getPropertyValue('--color-main')).toBe('#ff5500');
    expect(root.getPropertyValue('--color-selection')).toBe('');
  });
});
