import type { Configuration } from '@marquee/contract';
import { declareModule, type ModuleContext, type ServerModule } from '../../../server-module.js';
import { registerArtRoutes, type ArtOf } from './art-routes.js';
import { channelArtReader } from './channel-art.js';

interface ArtModuleDeps {
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
function createArtModule(context: ModuleContext, deps: ArtModuleDeps) {
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

/** Artwork drawn as SVG (createArtModule). */
export const artModule = declareModule({
  name: 'art',
  needs: ['catalogue', 'ads', 'configuration'],
  build: (context, needs) =>
    createArtModule(context, {
      vodArt: needs.catalogue.vodArt,
      showArt: needs.catalogue.showArt,
      bannerTitle: needs.ads.bannerTitle,
      configuration: needs.configuration.current,
    }),
});
