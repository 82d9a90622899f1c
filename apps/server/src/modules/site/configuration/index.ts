import type { ModuleContext, ServerModule } from '../../../server-module.js';
import { registerConfigurationRoutes } from './configuration-routes.js';
import { createConfigurationStore } from './configuration-store.js';

export { CONFIGURATION_KEY, type ConfigurationStore } from './configuration-store.js';
export { defaultConfiguration } from './default-configuration.js';

/** The operator's configuration (branding, modules, languages): its store and its calls. */
export function createConfigurationModule(context: ModuleContext) {
  const store = createConfigurationStore(context.db, context.now);
  return {
    /** The configuration as it stands (read-memo.ts). */
    current: store.current,
    api: (api) => registerConfigurationRoutes(api, store, context.validateResponse),
  } satisfies ServerModule & { current: unknown };
}
