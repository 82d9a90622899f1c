import type { Configuration } from '@marquee/contract';
import type { ModuleContext, ServerModule } from '../../../server-module.js';
import { registerArtRoutes, type ArtOf } from './art-routes.js';
import { channelArtReader } from './channel-art.js';

export interface ArtModuleDeps {
  vodArt: ArtOf;
  showArt: ArtOf;
  /** A banner's title by its id. */
  bannerTitle: (id: string) => Promise<string | undefined>;
  configuration: () => Promise<Configuration>;
}

/**
 * Posters, backdrops, stills, channel logos and screenshots, banners and the brand's logo and
 * favicon, drawn as SVG.
 */
export function createArtModule(context: ModuleContext, deps: ArtModuleDeps) {
  return {
    routes: (app) =>
      registerArtRoutes(
        app,
        {
          vod: deps.vodArt,
          show: deps.showArt,
          channel: channelArtReader(context.db),
          banner: deps.bannerTitle,
        },
        deps.configuration,
      ),
  } satisfies ServerModule;
}
