import {
  ItemType,
  MAX_RECOMMENDED,
  notice,
  noticeText,
  type CurationCandidate,
  type RecommendedRows,
  type SlideModelType,
  type StudioSlide,
} from '@marquee/contract';
import { badRequest } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import type { CurationRepository, SlideRow } from './curation-repository.js';
import { HOME_PAGE_URL } from './curation-service.js';
import type { StudioCurationRepository } from './studio-curation-repository.js';

type AuditRecord = Provided['operators']['audit'];
/** The slider as a save call's parsed body gives it. */
type SlidesBody = { slides: { model_type: SlideModelType; model_id: number }[] };
/** The recommended rows as a save call's parsed body gives them. */
type RecommendedRowsBody = { movies: number[]; shows: number[] };
type OperatorContext = Parameters<AuditRecord>[0];

/** Titles and channels a search answers at most. */
export const CANDIDATES_LIMIT = 20;

const KIND_NAMES: Record<number, string> = {
  [ItemType.movie]: 'movie',
  [ItemType.episode]: 'episode',
  [ItemType.show]: 'show',
  [ItemType.channel]: 'channel',
};

const keyOf = (type: number, id: number) => `${type}:${id}`;

/** The refusal of a slide or row entry naming a title or channel that does not exist. */
function unknownTitle(field: string, type: number, id: number) {
  const reason = notice('studioCurationTitleUnknown', { type: KIND_NAMES[type] ?? type, id });
  return badRequest(reason, { [field]: [noticeText(reason)] });
}

function presentStudioSlide(row: SlideRow, found: boolean): StudioSlide {
  return {
    model_type: row.modelType as SlideModelType,
    model_id: row.modelId,
    title: row.title,
    description: row.description,
    image: row.image,
    found,
  };
}

/**
 * The studio's curation: the home slider and the recommended rows, each replaced whole and
 * audited. The subscriber calls read both from the database on every call, so a change shows
 * on subscribers' next home at once.
 */
export function createStudioCurationService(deps: {
  curation: CurationRepository;
  studio: StudioCurationRepository;
  audit: AuditRecord;
}) {
  const { curation, studio, audit } = deps;

  async function slides(): Promise<StudioSlide[]> {
    const rows = await curation.slidesOf(HOME_PAGE_URL);
    const found = new Set(
      (await studio.titles(rows.map((row) => ({ type: row.modelType, id: row.modelId })))).map(
        (title) => keyOf(title.type, title.id),
      ),
    );
    return rows.map((row) => presentStudioSlide(row, found.has(keyOf(row.modelType, row.modelId))));
  }

  /** The titles of these kind and ids, in their order; refused when one does not exist. */
  async function existing(field: string, refs: { type: number; id: number }[]) {
    const byKey = new Map(
      (await studio.titles(refs)).map((title) => [keyOf(title.type, title.id), title]),
    );
    return refs.map((ref, index) => {
      const title = byKey.get(keyOf(ref.type, ref.id));
      if (!title) throw unknownTitle(`${field}[${index}]`, ref.type, ref.id);
      return title;
    });
  }

  async function rows(): Promise<RecommendedRows> {
    const named = async (kind: number) => {
      const ids = await curation.listIds('recommended', kind, MAX_RECOMMENDED, null);
      const titles = await studio.titles(ids.map((id) => ({ type: kind, id })));
      const byId = new Map(titles.map((title) => [title.id, title.title]));
      return ids.flatMap((id) => (byId.has(id) ? [{ id, title: byId.get(id)! }] : []));
    };
    const [movies, shows] = await Promise.all([named(ItemType.movie), named(ItemType.show)]);
    return { movies, shows };
  }

  return {
    slides,

    async saveSlides(caller: OperatorContext, body: SlidesBody): Promise<StudioSlide[]> {
      const before = await slides();
      // A slide kept keeps its own text and picture, even one whose title is gone (a teaser);
      // a new one must name a title or channel that exists, and says its name.
      const kept = new Map(before.map((slide) => [keyOf(slide.model_type, slide.model_id), slide]));
      const seen = new Set<string>();
      const entries = body.slides.flatMap((slide, index) => {
        const key = keyOf(slide.model_type, slide.model_id);
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ index, type: slide.model_type, id: slide.model_id, old: kept.get(key) }];
      });
      const fresh = entries.filter((entry) => !entry.old);
      const found = new Map(
        (await studio.titles(fresh)).map((title) => [keyOf(title.type, title.id), title]),
      );
      await studio.replaceSlides(
        HOME_PAGE_URL,
        entries.map(({ index, type, id, old }, position) => {
          const row = { pageUrl: HOME_PAGE_URL, position, modelType: type, modelId: id };
          if (old)
            return { ...row, title: old.title, description: old.description, image: old.image };
          const title = found.get(keyOf(type, id));
          if (!title) throw unknownTitle(`slides[${index}]`, type, id);
          return { ...row, title: title.title, description: title.description, image: null };
        }),
      );
      const after = await slides();
      await audit(caller, {
        action: 'curation.slides',
        target: `slider:${HOME_PAGE_URL}`,
        before,
        after,
      });
      return after;
    },

    /** Up to 20 titles and channels whose name matches `search`. */
    async candidates(search: string, type: number | undefined): Promise<CurationCandidate[]> {
      const found = await studio.search(search, type, CANDIDATES_LIMIT);
      return found.map((title) => ({
        model_type: title.type as SlideModelType,
        model_id: title.id,
        title: title.title,
        detail: title.detail,
      }));
    },

    rows,

    async saveRows(caller: OperatorContext, body: RecommendedRowsBody): Promise<RecommendedRows> {
      const before = await rows();
      const movies = [...new Set(body.movies)];
      const shows = [...new Set(body.shows)];
      await existing(
        'movies',
        movies.map((id) => ({ type: ItemType.movie, id })),
      );
      await existing(
        'shows',
        shows.map((id) => ({ type: ItemType.show, id })),
      );
      await studio.replaceList('recommended', ItemType.movie, movies);
      await studio.replaceList('recommended', ItemType.show, shows);
      const after = await rows();
      await audit(caller, {
        action: 'curation.recommended',
        target: 'list:recommended',
        before,
        after,
      });
      return after;
    },
  };
}

export type StudioCurationService = ReturnType<typeof createStudioCurationService>;
