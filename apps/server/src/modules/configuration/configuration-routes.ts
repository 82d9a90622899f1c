import type { FastifyInstance } from 'fastify';
import { api, configurationSchema, type Configuration } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { registerOpenCall } from '../../http/route.js';
import { defaultConfiguration, languages } from './default-configuration.js';

export const CONFIGURATION_KEY = 'composer.configuration.web';

/** The stored configuration, or the default when none is stored or it no longer parses. */
export async function loadConfiguration(db: Db): Promise<Configuration> {
  const [row] = await db.select().from(settings).where(eq(settings.key, CONFIGURATION_KEY));
  const parsed = configurationSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultConfiguration;
}

export function registerConfigurationRoutes(
  app: FastifyInstance,
  db: Db,
  validateResponse: boolean,
): void {
  registerOpenCall(app, api.configuration.configuration, { validateResponse }, () =>
    loadConfiguration(db),
  );
  registerOpenCall(app, api.configuration.languages, { validateResponse }, () => languages);
}
