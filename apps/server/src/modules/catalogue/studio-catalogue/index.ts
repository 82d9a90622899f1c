import { findFfmpeg } from '../../../ffmpeg-tools.js';
import { declareModule } from '../../../server-module.js';
import { createArtRepository } from './art-repository.js';
import { registerStudioArtRoutes, registerTitleFileRoutes } from './studio-art-routes.js';
import { createStudioArtService } from './studio-art-service.js';
import { registerStudioCatalogueRoutes } from './studio-catalogue-routes.js';
import { createStudioTitlesService } from './studio-titles-service.js';
import { createTitleListRepository } from './title-list-repository.js';
import { createTitleRepository } from './title-repository.js';

/**
 * The studio's catalogue editor: films, shows, seasons and episodes, their artwork (cut with
 * ffmpeg) and subtitles. Every change bumps the catalogue version, so subscribers see it at once.
 */
export const studioCatalogueModule = declareModule({
  name: 'studio-catalogue',
  needs: ['operators', 'catalogue'],
  build(context, { operators }) {
    const titles = createTitleRepository(context.db);
    const art = createArtRepository(context.db, titles);
    const service = createStudioTitlesService({
      titles,
      lists: createTitleListRepository(context.db),
      art,
      audit: operators.audit,
    });
    const artService = createStudioArtService({
      titles,
      art,
      service,
      tools: findFfmpeg(),
      audit: operators.audit,
    });
    return {
      api: (calls) => {
        registerStudioCatalogueRoutes(calls, service, operators);
        registerStudioArtRoutes(calls, artService, operators);
      },
      routes: (app) => registerTitleFileRoutes(app, art),
    };
  },
});
