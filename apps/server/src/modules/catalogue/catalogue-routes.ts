import type { FastifyInstance } from 'fastify';
import { api, type List, type TvShow, type VodItem } from '@marquee/contract';
import type { AnswerCache } from '../../http/answer-cache.js';
import { CachedAnswer, SerialisedJson, registerCall } from '../../http/route.js';
import type { EntitlementsOf } from '../account/index.js';
import type { SessionContext } from '../../http/session.js';
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
  app: FastifyInstance,
  service: CatalogueService,
  entitlements: EntitlementsOf,
  watching: ViewerPositions,
  validateResponse: boolean,
  /** Where list answers are kept (list-answers.ts); without it every list is built afresh. */
  answers?: AnswerCache,
): void {
  const options = { validateResponse };
  if (answers) {
    const viewerOf = async (session: SessionContext) => {
      const [ofSession, positions] = await Promise.all([
        entitlements(session),
        watching.positions(session),
      ]);
      return { entitlements: ofSession, positions };
    };
    const kept = { validateResponse, answers, memoiseParsing: true };
    registerCall(app, api.vod.list, kept, async ({ query, session }) =>
      cached<List<VodItem>>(await service.vodListAnswer(query, await viewerOf(session))),
    );
    registerCall(app, api.catalogue.tvShows, kept, async ({ query }) =>
      cached<List<TvShow>>(await service.showListAnswer(query)),
    );
  } else {
    registerCall(app, api.vod.list, options, async ({ query, session }) =>
      watching.fillList(session, await service.listVods(query, await entitlements(session))),
    );
    registerCall(app, api.catalogue.tvShows, options, ({ query }) => service.listShows(query));
  }
  // The same for every subscriber: an ETag, and 304 while the names are unchanged.
  const revalidated = { validateResponse, revalidate: true };
  registerCall(app, api.catalogue.genres, revalidated, () => service.genres());
  registerCall(app, api.catalogue.showTypes, revalidated, () => service.showTypes());
  registerCall(app, api.catalogue.similar, options, async ({ body, session }) =>
    watching.fillList(
      session,
      await service.similar(body.vod_id, body.limit, await entitlements(session)),
    ),
  );
}
