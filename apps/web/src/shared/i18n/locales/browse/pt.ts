import type { BrowseTexts } from './en';

/** European Portuguese texts of the film and series lists and of trending. */
export const pt: BrowseTexts = {
  lists: {
    contentUnavailable: 'Conteúdo indisponível',
    titleCount_one: '{{count}} título',
    titleCount_other: '{{count}} títulos',
    genres: 'Géneros',
    all: 'Todos',
    filters: 'Filtros',
    activeFilters_one: '{{count}} ativo',
    activeFilters_other: '{{count}} ativos',
    showTypes: 'Tipos de programa',
    year: 'Ano',
    yearFrom: 'De',
    yearTo: 'Até',
    yearOrder: 'O primeiro ano não pode ser posterior ao segundo.',
    clearFilters: 'Limpar filtros',
    ignoredFilters: 'Alguns filtros do endereço não foram reconhecidos e foram ignorados.',
    noMatches: 'Nada corresponde a estes filtros. Experimente retirar alguns.',
    loadFailed: 'Não foi possível carregar os títulos.',
    loading: 'A carregar títulos',
    slowLoading: 'Está a demorar mais do que o habitual. Os títulos aparecem assim que chegarem.',
    pages: 'Páginas',
    previous: 'Anterior',
    next: 'Seguinte',
    pageCounter: '{{page}}/{{pageCount}}',
    pageCounterLabel: 'Página {{page}} de {{pageCount}}',
    firstPage: 'Ir para a primeira página',
  },
};
