import type { Texts } from '../en';

/**
 * English texts of the film and series lists and of trending, loaded with them (`loadTexts`
 * in i18n.ts).
 */
export const en = {
  lists: {
    contentUnavailable: 'Content unavailable',
    titleCount_one: '{{count}} title',
    titleCount_other: '{{count}} titles',
    genres: 'Genres',
    all: 'All',
    filters: 'Filters',
    activeFilters_one: '{{count}} active',
    activeFilters_other: '{{count}} active',
    showTypes: 'Show types',
    year: 'Year',
    yearFrom: 'From',
    yearTo: 'To',
    yearOrder: 'The first year must not be after the second.',
    clearFilters: 'Clear filters',
    ignoredFilters: 'Some filters in the address were not understood and were ignored.',
    noMatches: 'Nothing matches these filters. Try removing some of them.',
    loadFailed: 'The titles could not be loaded.',
    loading: 'Loading titles',
    slowLoading: 'This is taking longer than usual. The titles will appear as soon as they arrive.',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageCounter: '{{page}}/{{pageCount}}',
    pageCounterLabel: 'Page {{page}} of {{pageCount}}',
    firstPage: 'Go to the first page',
  },
};

/** The shape of these texts in every language. */
export type BrowseTexts = Texts<typeof en>;
