import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { StudioTitlesService } from './studio-titles-service.js';

/** The studio's title calls: owners and editors only (support gets 403 on every one). */
export function registerStudioCatalogueRoutes(
  calls: CallRegistrar,
  service: StudioTitlesService,
  operators: Provided['operators'],
): void {
  const editors = operators.requireOperator('owner', 'editor');
  const saved = { message: notice('studioTitleSaved') };
  const deleted = { message: notice('studioTitleDeleted') };
  const seasonSaved = { message: notice('studioSeasonSaved') };
  const id = (params: { id: number | string }) => Number(params.id);

  calls.guardedCall(studioApi.catalogueFilms, {}, editors, ({ query }) => service.films(query));
  calls.guardedCall(studioApi.catalogueShows, {}, editors, ({ query }) => service.shows(query));
  calls.guardedCall(studioApi.catalogueChoices, {}, editors, () => service.choices());
  calls.guardedCall(
    studioApi.addCatalogueGenre,
    { message: notice('studioGenreAdded') },
    editors,
    ({ session, body }) => service.addGenre(session, body),
  );
  calls.guardedCall(studioApi.catalogueVod, {}, editors, ({ params }) =>
    service.loadVod(id(params)),
  );
  calls.guardedCall(studioApi.createCatalogueFilm, saved, editors, ({ session, body }) =>
    service.createFilm(session, body),
  );
  calls.guardedCall(studioApi.changeCatalogueFilm, saved, editors, ({ session, params, body }) =>
    service.changeVod(session, id(params), body, 0),
  );
  calls.guardedCall(studioApi.changeCatalogueEpisode, saved, editors, ({ session, params, body }) =>
    service.changeVod(session, id(params), body, 1),
  );
  calls.guardedCall(studioApi.deleteCatalogueVod, deleted, editors, async ({ session, params }) => {
    await service.deleteVod(session, id(params));
    return null;
  });
  calls.guardedCall(studioApi.catalogueShow, {}, editors, ({ params }) =>
    service.loadShow(id(params)),
  );
  calls.guardedCall(studioApi.createCatalogueShow, saved, editors, ({ session, body }) =>
    service.createShow(session, body),
  );
  calls.guardedCall(studioApi.changeCatalogueShow, saved, editors, ({ session, params, body }) =>
    service.changeShow(session, id(params), body),
  );
  calls.guardedCall(
    studioApi.deleteCatalogueShow,
    deleted,
    editors,
    async ({ session, params }) => {
      await service.deleteShow(session, id(params));
      return null;
    },
  );
  calls.guardedCall(
    studioApi.createCatalogueSeason,
    seasonSaved,
    editors,
    ({ session, params, body }) => service.createSeason(session, id(params), body),
  );
  calls.guardedCall(
    studioApi.changeCatalogueSeason,
    seasonSaved,
    editors,
    ({ session, params, body }) => service.changeSeason(session, id(params), body),
  );
  calls.guardedCall(
    studioApi.deleteCatalogueSeason,
    { message: notice('studioSeasonDeleted') },
    editors,
    async ({ session, params }) => {
      await service.deleteSeason(session, id(params));
      return null;
    },
  );
  calls.guardedCall(studioApi.catalogueEpisodes, {}, editors, ({ params }) =>
    service.episodes(id(params)),
  );
  calls.guardedCall(studioApi.createCatalogueEpisode, saved, editors, ({ session, params, body }) =>
    service.createEpisode(session, id(params), body),
  );
}
