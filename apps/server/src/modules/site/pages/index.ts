import { declareModule } from '../../../server-module.js';
import { createPagesRepository } from './pages-repository.js';
import { registerPagesRoutes } from './pages-routes.js';
import { createPagesService } from './pages-service.js';

/** The operator's static pages. */
export const pagesModule = declareModule({
  name: 'pages',
  build(context) {
    const service = createPagesService(createPagesRepository(context.db));
    return { api: (calls) => registerPagesRoutes(calls, service) };
  },
});
