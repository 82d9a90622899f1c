import type { Configuration, Language } from '@marquee/contract';

/** The branding a new service starts with; operators change it in the settings table. */
export const defaultConfiguration: Configuration = {
  app_name: 'Marquee',
  page_title: 'Marquee: films, series and live TV',
  // Empty means the page's own origin.
  socket_url: '',
  theme_background_color: '#0b0d12',
  theme_color: '#e50914',
  theme_selection_color: '#f5c518',
  web: {
    favicon: '/media/art/brand/favicon.svg',
    logos: { small: '/media/art/brand/logo-small.svg', medium: '/media/art/brand/logo-medium.svg' },
    modules: {
      vod: true,
      channels: true,
      epg: true,
      trending: true,
      home: true,
      advertisements: true,
      registration: true,
    },
  },
};

export const languages: Language[] = [
  { code: 'en', name: 'English', rtl: false },
  { code: 'pt', name: 'Português', rtl: false },
  { code: 'pt_BR', name: 'Português (Brasil)', rtl: false },
];
