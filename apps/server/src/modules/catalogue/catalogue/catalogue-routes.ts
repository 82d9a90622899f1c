import { api, type List, type TvShow, type VodItem } from '@marquee/contract';
import type { AnswerCache } from '../../../http/answer-cache.js';
import { CachedAnswer, SerialisedJson, type CallRegistrar } from '../../../http/route.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { SessionContext } from '../../../http/session.js';
import type { CatalogueService } from './catalogue-service.js';
import type { ListAnswer } from './list-answers.js';
import type { Positions } from './vod-template.js';

/**
 * Where the caller's profile stopped titles, which film and episode lists show
 * (`continue_watching`); the watching module provides it.
 */
export interface ViewerPositions {
  positions(viewer: SessionContext): Promise<Positions>;
  fillList(viewer: SessionContext, list: List<VodItem>): Promise<List<VodItem>>;
}

/** A list answer as the route's answer cache takes it; its JSON is a `T`. */
const cached = <T>(answer: ListAnswer) =>
  new CachedAnswer<T>(answer.key, async () => new SerialisedJson(await answer.json()));

export function registerCatalogueRoutes(
  calls: CallRegistrar,
  service: CatalogueService,
  entitlements: EntitlementsOf,
  watching: ViewerPositions,
  /** Where list answers are kept (list-answers.ts); without it every list is built afresh. */
  answers?: AnswerCache,
): void {
  if (answers) {
    const viewerOf = async (session: SessionContext) => {
      const [ofSession, positions] = await Promise.all([
        entitlements(session),
        watching.positions(session),
      ]);
      return { entitlements: ofSession, positions };
    };
    const kept = { answers, memoiseParsing: true };
    // A kids profile's ceiling is part of the answers' keys (catalogue-service.ts).
    calls.call(api.vod.list, kept, async ({ query, session }) =>
      cached<List<VodItem>>(
        await service.vodListAnswer(query, await viewerOf(session), session.maturityCeiling),
      ),
    );
    calls.call(api.catalogue.tvShows, kept, async ({ query, session }) =>
      cached<List<TvShow>>(await service.showListAnswer(query, session.maturityCeiling)),
    );
  } else {
    calls.call(api.vod.list, {}, async ({ query, session }) =>
      watching.fillList(
        session,
        await service.listVods(query, await entitlements(session), session.maturityCeiling),
      ),
    );
    calls.call(api.catalogue.tvShows, {}, ({ query, session }) =>
      service.listShows(query, session.maturityCeiling),
    );
  }
  // The same for every subscriber: an ETag, and 304 while the names are unchanged.
  const revalidated = { revalidate: true };
  calls.call(api.catalogue.genres, revalidated, () => service.genres());
  calls.call(api.catalogue.showTypes, revalidated, () => service.showTypes());
  calls.call(api.catalogue.similar, {}, async ({ body, session }) =>
    watching.fillList(
      session,
      await service.similar(
        body.vod_id,
        body.limit,
        await entitlements(session),
        session.maturityCeiling,
      ),
    ),
  );
}
