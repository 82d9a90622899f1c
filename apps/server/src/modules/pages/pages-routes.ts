import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../http/route.js';
import type { PagesService } from './pages-service.js';

export function registerPagesRoutes(
  app: FastifyInstance,
  service: PagesService,
  validateResponse: boolean,
): void {
  registerCall(app, api.pages.get, { validateResponse }, ({ params }) => service.page(params.slug));
}
