import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { ConfigurationStore } from './configuration-store.js';
import { languages } from './default-configuration.js';

/**
 * The configuration and the languages are the same for everyone: both carry an ETag and
 * `no-cache`, so a returning browser revalidates and gets a 304 until they change. Each is
 * serialised, tagged and compressed once per object the store hands back (route.ts,
 * answer-cache.ts), and no session is looked up for them.
 */
export function registerConfigurationRoutes(
  calls: CallRegistrar,
  configuration: ConfigurationStore,
): void {
  const options = { revalidate: true, anonymous: true, memoiseParsing: true };
  calls.openCall(api.configuration.configuration, options, () => configuration.current());
  calls.openCall(api.configuration.languages, options, () => languages);
}
