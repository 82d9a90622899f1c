import type { Configuration } from '@marquee/contract';
import type { ServerModule } from '../../server-module.js';
import { registerArtRoutes, type ArtOf } from './art-routes.js';

export interface ArtModuleDeps {
  vodArt: ArtOf;
  showArt: ArtOf;
  /** A banner's title by its id. */
  bannerTitle: (id: string) => Promise<string | undefined>;
  configuration: () => Promise<Configuration>;
}

/** Posters, backdrops, stills, banners and the brand's logo and favicon, drawn as SVG. */
export function createArtModule(deps: ArtModuleDeps) {
  return {
    routes: (app) =>
      registerArtRoutes(
        app,
        { vod: deps.vodArt, show: deps.showArt, banner: deps.bannerTitle },
        deps.configuration,
      ),
  } satisfies ServerModule;
}
