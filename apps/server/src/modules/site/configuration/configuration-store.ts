import { configurationSchema, type Configuration } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/client.js';
import { settings } from '../../../db/schema.js';
import { READ_MEMO_MAX_AGE_MS, createReadMemo } from '../../../read-memo.js';
import { defaultConfiguration } from './default-configuration.js';

export const CONFIGURATION_KEY = 'composer.configuration.web';

/** The stored configuration, or the default when none is stored or it no longer parses. */
export async function loadConfiguration(db: Db): Promise<Configuration> {
  const [row] = await db.select().from(settings).where(eq(settings.key, CONFIGURATION_KEY));
  const parsed = configurationSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultConfiguration;
}

/** Stores `configuration` as the one served from now on. */
export async function saveConfiguration(
  db: Db,
  configuration: Configuration,
  at: Date,
): Promise<void> {
  const row = { value: configuration, updatedAt: at };
  await db
    .insert(settings)
    .values({ key: CONFIGURATION_KEY, ...row })
    .onConflictDoUpdate({ target: settings.key, set: row });
}

/**
 * The configuration in memory, read again at most once a second (read-memo.ts), and at once
 * after the studio's change notice (index.ts); nearly every page load's configuration call no
 * longer reaches the database.
 */
export function createConfigurationStore(db: Db, now: Clock) {
  const memo = createReadMemo((_key: typeof CONFIGURATION_KEY) => loadConfiguration(db), {
    maxAgeMs: READ_MEMO_MAX_AGE_MS,
    capacity: 1,
    now: () => now().getTime(),
  });
  return {
    /** The configuration as it stands; the same object for as long as it is current. */
    current: (): Promise<Configuration> => memo.get(CONFIGURATION_KEY),
    /** Reads it again on the next call: it was changed here or on another instance. */
    forget: (): void => memo.forget(CONFIGURATION_KEY),
  };
}

export type ConfigurationStore = ReturnType<typeof createConfigurationStore>;
