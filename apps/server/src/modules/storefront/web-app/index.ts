import type { Configuration } from '@marquee/contract';
import { declareModule, type ServerModule } from '../../../server-module.js';
import type { TitleArtRepository } from '../../catalogue/catalogue/index.js';
import type { CurationService } from '../../catalogue/curation/index.js';
import { registerAppInstallRoutes } from './app-install-routes.js';
import { leadImageOf } from './lead-image.js';
import { registerWebApp } from './web-app-routes.js';

interface WebAppModuleDeps {
  /** The built web app; none serves the API alone. */
  webDist: string | undefined;
  configuration: () => Promise<Configuration>;
  curation: Pick<CurationService, 'highlighted'>;
  titleArtwork: Pick<TitleArtRepository, 'artworkOf'>;
}

/**
 * The web app: its files, its document with the configuration and the first images, and what
 * makes it installable (the manifest and icons from the operator's branding).
 */
function createWebAppModule(deps: WebAppModuleDeps) {
  return {
    routes: async (app) => {
      registerAppInstallRoutes(app, deps.configuration);
      await registerWebApp(app, deps.webDist, {
        configuration: deps.configuration,
        leadImage: leadImageOf(deps.curation, deps.titleArtwork),
      });
    },
  } satisfies ServerModule;
}

/** The web app (createWebAppModule). */
export const webAppModule = declareModule({
  name: 'web-app',
  needs: ['configuration', 'curation', 'catalogue'],
  build: (context, needs) =>
    createWebAppModule({
      webDist: context.settings.webDist,
      configuration: needs.configuration.current,
      curation: needs.curation.service,
      titleArtwork: needs.catalogue.titleArtwork,
    }),
});
