import { declareModule } from '../../../server-module.js';
import { createPagesRepository } from './pages-repository.js';
import { registerPagesRoutes } from './pages-routes.js';
import { createPagesService } from './pages-service.js';
import { registerStudioPagesRoutes } from './studio-pages-routes.js';
import { createStudioPagesService } from './studio-pages-service.js';

/** The operator's static pages, and the studio's calls that edit them. */
export const pagesModule = declareModule({
  name: 'pages',
  needs: ['operators'],
  build(context, { operators }) {
    const pages = createPagesRepository(context.db);
    const service = createPagesService(pages);
    const studio = createStudioPagesService({ pages, audit: operators.audit, now: context.now });
    return {
      api: (calls) => {
        registerPagesRoutes(calls, service);
        registerStudioPagesRoutes(calls, studio, operators);
      },
    };
  },
});
