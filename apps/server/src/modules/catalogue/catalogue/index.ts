import { onNotice } from '../../../cluster/index.js';
import type { AnswerCache } from '../../../http/answer-cache.js';
import { declareModule, type ModuleContext, type ServerModule } from '../../../server-module.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import { createCatalogueRepository } from './catalogue-repository.js';
import { registerCatalogueRoutes, type ViewerPositions } from './catalogue-routes.js';
import { createCatalogueService } from './catalogue-service.js';
import { createShowRepository } from './show-repository.js';
import { createTitleArtRepository } from './title-art-repository.js';
import { backfillSearchText } from './search-text-repository.js';
import { createTitleLoader } from './title-loader.js';

export type { CatalogueRepository, PlaybackProfileRow } from './catalogue-repository.js';
export type { ViewerPositions } from './catalogue-routes.js';
export { bumpCatalogueVersion } from './catalogue-version.js';
export { pager } from './pager.js';
export { backfillSearchText } from './search-text-repository.js';
export { searchText, searchWords } from './search-text.js';
export { titleSearch, type VodRow } from './catalogue-repository.js';
export type { ShowRow } from './show-repository.js';
export { announceTitleChange, lockTitleChanges, titleChangesLock } from './title-changes.js';
export type { TitleLoader } from './title-loader.js';
export { averageOutOfTen, presentRate } from './title-rate.js';
export { titleHue } from './title-hue.js';
export { titleWithin } from './titles-within.js';
export { presentVodProfile, titleArt, type TitleArtRow } from './vod-presenter.js';
export { showArtColumns, vodArtColumns, type TitleArtRepository } from './title-art-repository.js';
export { studioTitle } from './studio-title.js';

export interface CatalogueModuleDeps {
  entitlements: EntitlementsOf;
  /** The viewer's positions on listed titles (the watching module's reader). */
  positions: ViewerPositions;
  /** Where list answers are kept (list-answers.ts); none builds every answer afresh. */
  answers: AnswerCache | undefined;
}

/** Films, episodes and shows: the lists, search, similar titles, and the titles in memory. */
function createCatalogueModule(context: ModuleContext, deps: CatalogueModuleDeps) {
  const { db, log, notices } = context;
  const repository = createCatalogueRepository(db);
  const shows = createShowRepository(db);
  const heard = { titleChanges: 0, imports: 0 };
  const titlesChanged = () => (heard.titleChanges += 1);
  const catalogueImported = () => (heard.imports += 1);
  onNotice(notices, 'title-rated', titlesChanged, titlesChanged);
  onNotice(
    notices,
    'imported',
    ({ what }) => {
      if (what === 'catalogue') catalogueImported();
    },
    catalogueImported,
  );
  const service = createCatalogueService(repository, shows, {
    heardTitleChanges: () => heard.titleChanges,
    heardCatalogueChanges: () => heard.imports,
  });
  return {
    repository,
    titles: createTitleLoader(repository, shows),
    /** A title's artwork data, for the art routes. */
    vodArt: (id: number) => repository.artOf(id),
    showArt: (id: number) => shows.artOf(id),
    /** A title's cover and gallery as subscribers see them, for the web app's first images. */
    titleArtwork: createTitleArtRepository(db),
    api: (calls) =>
      registerCatalogueRoutes(calls, service, deps.entitlements, deps.positions, deps.answers),
    // Serving starts with the catalogue in memory (title-snapshots.ts).
    onReady: async () => {
      await service.warm().catch((error: unknown) => {
        log.warn({ err: error }, 'the catalogue could not be loaded ahead; it loads as asked');
      });
    },
  } satisfies ServerModule & Record<string, unknown>;
}

type CatalogueModule = ReturnType<typeof createCatalogueModule>;

declare module '../../../server-module.js' {
  interface Provided {
    catalogue: Pick<
      CatalogueModule,
      'repository' | 'titles' | 'vodArt' | 'showArt' | 'titleArtwork'
    >;
  }
}

/** The catalogue, and every start's search text for titles that lack it. */
export const catalogueModule = declareModule({
  name: 'catalogue',
  needs: ['account', 'watching-records'],
  build(context, needs) {
    const { repository, titles, vodArt, showArt, titleArtwork, ...module } = createCatalogueModule(
      context,
      {
        entitlements: needs.account.entitlements,
        positions: needs['watching-records'].positions,
        answers: context.settings.answerCache,
      },
    );
    return { ...module, provides: { repository, titles, vodArt, showArt, titleArtwork } };
  },
  seed: [
    async (db) => {
      await backfillSearchText(db);
    },
  ],
});
