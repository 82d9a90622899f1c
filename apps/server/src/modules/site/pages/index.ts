import type { ModuleContext, ServerModule } from '../../../server-module.js';
import { createPagesRepository } from './pages-repository.js';
import { registerPagesRoutes } from './pages-routes.js';
import { createPagesService } from './pages-service.js';

/** The operator's static pages. */
export function createPagesModule(context: ModuleContext) {
  const service = createPagesService(createPagesRepository(context.db));
  return {
    api: (api) => registerPagesRoutes(api, service, context.validateResponse),
  } satisfies ServerModule;
}
