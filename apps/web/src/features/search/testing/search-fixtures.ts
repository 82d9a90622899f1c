import { vi } from 'vitest';
import type { CatalogueItem, Channel, Named, TvShow, VodItem } from '@marquee/contract';
import { envelopeResponse, makeMovie, urlOf } from '@/test/fixtures';

/** Films numbered from `firstId`, titled "Harbour {id}". */
export function makeMovies(count: number, firstId = 1): VodItem[] {
  return Array.from({ length: count }, (_, index) =>
    makeMovie({ id: firstId + index, title: `Harbour ${firstId + index}`, year: 2000 + index }),
  );
}

const listResponse = (items: (CatalogueItem | Channel)[], count: number) =>
  envelopeResponse({
    status: 1,
    data: { items, pager: { page: 1, pageCount: Math.ceil(count / 20) || 1, count } },
  });

export interface SearchServer {
  movies?: (url: string) => { items: VodItem[]; count?: number } | 'fail' | 'hang';
  tvShows?: (url: string) => { items: TvShow[]; count?: number } | 'fail' | 'hang';
  channels?: (url: string) => { items: Channel[]; count?: number } | 'fail' | 'hang';
  genres?: Named[];
  showTypes?: Named[];
}

/** A fetch stand-in answering the searches (titles and channels) and the filter lists; anything else never answers. */
export function searchFetch(server: SearchServer) {
  return vi.fn<typeof fetch>((input) => {
    const url = decodeURIComponent(urlOf(input));
    const named = url.includes('/genres/list')
      ? server.genres
      : url.includes('/show-types/list')
        ? server.showTypes
        : undefined;
    if (named) return Promise.resolve(envelopeResponse({ status: 1, data: named }));
    const handler = url.includes('/vods/list')
      ? server.movies
      : url.includes('/multi-event-vods/list')
        ? server.tvShows
        : url.includes('/channels/list')
          ? server.channels
          : undefined;
    const answer = handler?.(url) ?? 'hang';
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    if (answer === 'fail') {
      return Promise.resolve(envelopeResponse({ status: 0, message: 'Broken' }, 500));
    }
    return Promise.resolve(listResponse(answer.items, answer.count ?? answer.items.length));
  });
}

/** The search-related calls a fetch stand-in received, decoded. */
export function searchCalls(fetchMock: ReturnType<typeof searchFetch>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => decodeURIComponent(urlOf(input)))
    .filter((url) => url.includes('/vods/list') || url.includes('/multi-event-vods/list'));
}

/** The channel searches a fetch stand-in received, decoded. */
export function channelSearchCalls(fetchMock: ReturnType<typeof searchFetch>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => decodeURIComponent(urlOf(input)))
    .filter((url) => url.includes('/channels/list'));
}
