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
