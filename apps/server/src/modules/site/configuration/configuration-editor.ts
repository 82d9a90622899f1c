import {
  readableThemeColours,
  type Configuration,
  type ServedConfiguration,
} from '@marquee/contract';
import type { ChangeNotices } from '../../../cluster/index.js';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/client.js';
import type { Provided } from '../../../server-module.js';
import {
  loadConfiguration,
  saveConfiguration,
  type ConfigurationStore,
} from './configuration-store.js';

// The studio's recorder and caller, as its module gives them: site imports no other domain.
type AuditRecord = Provided['operators']['audit'];
type Caller = Parameters<AuditRecord>[0];

/** The configuration with its theme colours as subscribers' apps paint them. */
export function servedConfiguration(configuration: Configuration): ServedConfiguration {
  const colours = readableThemeColours({
    background: configuration.theme_background_color,
    main: configuration.theme_color,
    selection: configuration.theme_selection_color,
  });
  const { selectionOnLight, ...rest } = colours;
  return { ...configuration, served: { ...rest, selection_on_light: selectionOnLight } };
}

/** The studio's side of the configuration: reading it as stored, and replacing it. */
export function createConfigurationEditor(deps: {
  db: Db;
  now: Clock;
  store: ConfigurationStore;
  audit: AuditRecord;
  notices: ChangeNotices;
}) {
  const { db, now, store, audit, notices } = deps;
  return {
    /** The stored configuration, read from the database rather than the memo. */
    stored: (): Promise<Configuration> => loadConfiguration(db),
    /**
     * Stores `next`, writes the change to the audit log and tells every instance, which reads
     * it again and tells its subscribers' sockets; answers with what is now served.
     */
    async change(caller: Caller, next: Configuration): Promise<ServedConfiguration> {
      const before = await loadConfiguration(db);
      await saveConfiguration(db, next, now());
      await audit(caller, {
        action: 'configuration.update',
        target: 'configuration',
        before,
        after: next,
      });
      notices.publish({ kind: 'configuration-changed' });
      return servedConfiguration(await store.current());
    },
  };
}

export type ConfigurationEditor = ReturnType<typeof createConfigurationEditor>;
