import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { StudioCurationService } from './studio-curation-service.js';

/** The studio's curation calls: owners and editors change them, support reads them. */
export function registerStudioCurationRoutes(
  calls: CallRegistrar,
  service: StudioCurationService,
  operators: Provided['operators'],
): void {
  const readers = operators.requireOperator('owner', 'editor', 'support');
  const editors = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.highlightedSlides, {}, readers, () => service.slides());
  calls.guardedCall(
    studioApi.saveHighlightedSlides,
    { message: notice('studioSlidesSaved') },
    editors,
    ({ session, body }) => service.saveSlides(session, body),
  );
  calls.guardedCall(studioApi.curationCandidates, {}, readers, ({ query }) =>
    service.candidates(query.search, query.type),
  );
  calls.guardedCall(studioApi.recommendedRows, {}, readers, () => service.rows());
  calls.guardedCall(
    studioApi.saveRecommendedRows,
    { message: notice('studioRecommendedSaved') },
    editors,
    ({ session, body }) => service.saveRows(session, body),
  );
}
