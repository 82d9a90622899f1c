import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { PagesService } from './pages-service.js';

export function registerPagesRoutes(calls: CallRegistrar, service: PagesService): void {
  // A page is the same for every subscriber: an ETag, and 304 while it is unchanged.
  calls.call(api.pages.get, { revalidate: true }, ({ params }) => service.page(params.slug));
}
