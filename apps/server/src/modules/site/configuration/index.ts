import type { Configuration } from '@marquee/contract';
import { declareModule } from '../../../server-module.js';
import { registerConfigurationRoutes } from './configuration-routes.js';
import { createConfigurationStore } from './configuration-store.js';

export { CONFIGURATION_KEY, type ConfigurationStore } from './configuration-store.js';
export { defaultConfiguration } from './default-configuration.js';

declare module '../../../server-module.js' {
  interface Provided {
    /** The configuration as it stands (read-memo.ts). */
    configuration: { current: () => Promise<Configuration> };
  }
}

/** The operator's configuration (branding, modules, languages): its store and its calls. */
export const configurationModule = declareModule({
  name: 'configuration',
  build(context) {
    const store = createConfigurationStore(context.db, context.now);
    return {
      provides: { current: store.current },
      api: (calls) => registerConfigurationRoutes(calls, store),
    };
  },
});
