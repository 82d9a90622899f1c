import type { Configuration } from '@marquee/contract';
import { onNotice } from '../../../cluster/index.js';
import { declareModule } from '../../../server-module.js';
import { createConfigurationEditor } from './configuration-editor.js';
import { registerConfigurationRoutes } from './configuration-routes.js';
import { createConfigurationStore } from './configuration-store.js';
import { registerStudioConfigurationRoutes } from './studio-configuration-routes.js';

export { CONFIGURATION_KEY, type ConfigurationStore } from './configuration-store.js';
export { defaultConfiguration } from './default-configuration.js';

declare module '../../../server-module.js' {
  interface Provided {
    /** The configuration as it stands (read-memo.ts). */
    configuration: { current: () => Promise<Configuration> };
  }
}

/**
 * The operator's configuration (branding, modules, languages): its store, its calls and the
 * studio's. A change is read again at once on every instance, which then tells its sockets.
 */
export const configurationModule = declareModule({
  name: 'configuration',
  needs: ['operators'],
  build(context, { operators }) {
    const { db, now, notices } = context;
    const store = createConfigurationStore(db, now);
    onNotice(
      notices,
      'configuration-changed',
      () => {
        store.forget();
        context.configurationChangedSockets();
      },
      store.forget,
    );
    const editor = createConfigurationEditor({ db, now, store, audit: operators.audit, notices });
    return {
      provides: { current: store.current },
      api: (calls) => {
        registerConfigurationRoutes(calls, store);
        registerStudioConfigurationRoutes(calls, editor, operators);
      },
    };
  },
});
