import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../../http/route.js';
import type { PagesService } from './pages-service.js';

export function registerPagesRoutes(
  app: FastifyInstance,
  service: PagesService,
  validateResponse: boolean,
): void {
  // A page is the same for every subscriber: an ETag, and 304 while it is unchanged.
  registerCall(app, api.pages.get, { validateResponse, revalidate: true }, ({ params }) =>
    service.page(params.slug),
  );
}
