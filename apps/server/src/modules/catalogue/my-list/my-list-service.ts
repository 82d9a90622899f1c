import { ItemType, notice, type CatalogueItem, type MyListToggle } from '@marquee/contract';
import { notFound } from '../../../http/errors.js';
import { Answer } from '../../../http/route.js';
import type { Entitlements, SessionContext } from '../../accounts/account/index.js';
import type { TitleLoader } from '../catalogue/index.js';
import type { MyListRepository } from './my-list-repository.js';

/** My List: a viewing profile's watchlist of films and shows, kept on the server. */
export function createMyListService(repository: MyListRepository, titles: TitleLoader) {
  return {
    async list(session: SessionContext, entitlements: Entitlements): Promise<CatalogueItem[]> {
      const listed = await repository.titles(session.profileId, session.maturityCeiling);
      const idsOf = (kind: 'vod' | 'show') =>
        listed.filter((title) => title.kind === kind).map((title) => title.id);
      const [films, shows] = await Promise.all([
        titles.vods(idsOf('vod'), entitlements, session.maturityCeiling),
        titles.shows(idsOf('show'), session.maturityCeiling),
      ]);
      const byKey = new Map<string, CatalogueItem>([
        ...films.map((item) => [`vod:${item.id}`, item] as const),
        ...shows.map((item) => [`show:${item.id}`, item] as const),
      ]);
      return listed.flatMap((title) => byKey.get(`${title.kind}:${title.id}`) ?? []);
    },

    async toggle(
      session: SessionContext,
      input: { vod_id: number; type?: 0 | 2 | undefined },
    ): Promise<Answer<MyListToggle>> {
      const kind = input.type === ItemType.show ? 'show' : 'vod';
      const inList = await repository.toggle(
        session.profileId,
        { kind, id: input.vod_id },
        session.maturityCeiling,
      );
      if (inList === undefined) throw notFound(notice('titleNotFound'));
      return new Answer(
        { in_list: inList },
        notice(inList ? 'addedToMyList' : 'removedFromMyList'),
      );
    },
  };
}

export type MyListService = ReturnType<typeof createMyListService>;
