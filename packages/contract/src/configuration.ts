import { z } from './zod.js';
import { endpoint } from './endpoint.js';

export const moduleNames = [
  'vod',
  'channels',
  'epg',
  'trending',
  'home',
  'advertisements',
  'registration',
] as const;
export type ModuleName = (typeof moduleNames)[number];

export const modulesSchema = z.object(
  Object.fromEntries(moduleNames.map((name) => [name, z.boolean()])) as Record<
    ModuleName,
    z.ZodMiniBoolean
  >,
);
export type Modules = z.infer<typeof modulesSchema>;

/** The remote (composer) configuration: branding and module switches. */
export const configurationSchema = z.object({
  app_name: z.string(),
  page_title: z.string(),
  socket_url: z.string(),
  theme_background_color: z.string(),
  theme_color: z.string(),
  theme_selection_color: z.string(),
  web: z.object({
    favicon: z.string(),
    logos: z.object({ small: z.string(), medium: z.string() }),
    modules: modulesSchema,
  }),
});
export type Configuration = z.infer<typeof configurationSchema>;

/**
 * The branding a new service starts with, until an operator changes it in the console. Its
 * colours are the DEFAULT_THEME_COLOURS the apps fall back on (theme-colours.ts).
 */
export const DEFAULT_CONFIGURATION: Configuration = {
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

export const languageSchema = z.object({
  code: z.string(),
  name: z.string(),
  rtl: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const configurationCalls = {
  configuration: endpoint({
    method: 'GET',
    path: '/composer/configuration/web',
    auth: 'none',
    response: configurationSchema,
  }),
  languages: endpoint({
    method: 'GET',
    path: '/languages',
    auth: 'none',
    response: z.array(languageSchema),
  }),
};
