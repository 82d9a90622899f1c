import type { Configuration } from '@marquee/contract';
import type { ServerModule } from '../../server-module.js';
import type { CurationService } from '../curation/index.js';
import { leadImageOf } from './lead-image.js';
import { registerWebApp } from './web-app-routes.js';

export interface WebAppModuleDeps {
  /** The built web app; none serves the API alone. */
  webDist: string | undefined;
  configuration: () => Promise<Configuration>;
  curation: Pick<CurationService, 'highlighted'>;
}

/** The web app: its files, and its document with the configuration and the first images. */
export function createWebAppModule(deps: WebAppModuleDeps) {
  return {
    routes: (app) =>
      registerWebApp(app, deps.webDist, {
        configuration: deps.configuration,
        leadImage: leadImageOf(deps.curation),
      }),
  } satisfies ServerModule;
}
