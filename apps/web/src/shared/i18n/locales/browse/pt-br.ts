import type { BrowseTexts } from './en';

/** Brazilian Portuguese texts of the film and series lists and of trending. */
export const ptBR: BrowseTexts = {
  lists: {
    contentUnavailable: 'Conteúdo indisponível',
    titleCount_one: '{{count}} título',
    titleCount_other: '{{count}} títulos',
    genres: 'Gêneros',
    all: 'Todos',
    filters: 'Filtros',
    activeFilters_one: '{{count}} ativo',
    activeFilters_other: '{{count}} ativos',
    showTypes: 'Tipos de programa',
    year: 'Ano',
    yearFrom: 'De',
    yearTo: 'Até',
    yearOrder: 'O primeiro ano não pode ser depois do segundo.',
    clearFilters: 'Limpar filtros',
    ignoredFilters: 'Alguns filtros do endereço não foram reconhecidos e foram ignorados.',
    noMatches: 'Nada corresponde a esses filtros. Tente remover alguns.',
    loadFailed: 'Não foi possível carregar os títulos.',
    loading: 'Carregando títulos',
    slowLoading: 'Está demorando mais do que o normal. Os títulos vão aparecer assim que chegarem.',
    pages: 'Páginas',
    previous: 'Anterior',
    next: 'Próxima',
    pageCounter: '{{page}}/{{pageCount}}',
    pageCounterLabel: 'Página {{page}} de {{pageCount}}',
    firstPage: 'Ir para a primeira página',
  },
};
