import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { configurationSchema, moduleNames, type ModuleName } from './configuration.js';
import { parseColour } from './theme-colours.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The studio's branding calls: operators read and replace the remote configuration that
 * subscribers' apps are served (`GET /composer/configuration/web`).
 */

const M = ValidationKey;

/** A name or title people read: required, 200 characters at most. */
const brandText = z
  .string({ error: M.brandTextRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: M.brandTextRequired, abort: true }),
    z.maxLength(200, { error: M.brandTextTooLong }),
  );

/** An address (a file's path or a URL); empty where the field allows it. */
const address = z
  .string({ error: M.addressInvalid })
  .check(z.trim(), z.maxLength(2000, { error: M.addressTooLong }));

/** A colour as operators write it (hex, rgb(), hsl(), a CSS name); contrast is not refused. */
const colour = z.string({ error: M.notAColour }).check(
  z.trim(),
  z.refine((value) => parseColour(value) !== null, { error: M.notAColour }),
);

const moduleSwitches = z.object(
  Object.fromEntries(
    moduleNames.map((name) => [name, z.boolean({ error: M.moduleSwitchInvalid })]),
  ) as Record<ModuleName, z.ZodMiniBoolean>,
);

/** The whole configuration an operator stores, each field checked. */
export const configurationBodySchema = z.object({
  app_name: brandText,
  page_title: brandText,
  socket_url: address,
  theme_background_color: colour,
  theme_color: colour,
  theme_selection_color: colour,
  web: z.object({
    favicon: address,
    logos: z.object({ small: address, medium: address }),
    modules: moduleSwitches,
  }),
});
export type ConfigurationBody = z.input<typeof configurationBodySchema>;

/** The theme colours as subscribers' apps paint them (`readableThemeColours`), each `#rrggbb`. */
export const servedThemeColoursSchema = z.object({
  background: z.string(),
  main: z.string(),
  selection: z.string(),
  selection_on_light: z.string(),
});
export type ServedThemeColours = z.infer<typeof servedThemeColoursSchema>;

/** What a change answers: the configuration now served, and its colours as apps paint them. */
export const servedConfigurationSchema = z.extend(configurationSchema, {
  served: servedThemeColoursSchema,
});
export type ServedConfiguration = z.infer<typeof servedConfigurationSchema>;

export const studioConfigurationCalls = {
  /** The stored configuration (owners and editors). */
  configuration: endpoint({
    method: 'GET',
    path: '/studio/configuration',
    auth: 'operator',
    chosenByContract: true,
    response: configurationSchema,
  }),
  /** Replaces the whole configuration; every app sees it at once (owners and editors). */
  changeConfiguration: endpoint({
    method: 'PUT',
    path: '/studio/configuration',
    auth: 'operator',
    chosenByContract: true,
    body: configurationBodySchema,
    response: servedConfigurationSchema,
  }),
};
