import type { TranslatedLanguage } from './docs-language.js';

/**
 * The summaries of the console's content calls (catalogue, title media and prices, live,
 * commerce, pages and curation), in the languages the docs page translates into; part of
 * `callSummaries`, which checks that every call has one.
 */
export const studioContentSummaries = {
  'studio.catalogueFilms': { pt: 'Os filmes do catálogo', pt_BR: 'Os filmes do catálogo' },
  'studio.catalogueShows': { pt: 'As séries do catálogo', pt_BR: 'As séries do catálogo' },
  'studio.catalogueChoices': {
    pt: 'Os géneros e tipos de programa',
    pt_BR: 'Os gêneros e tipos de programa',
  },
  'studio.addCatalogueGenre': { pt: 'Acrescentar um género', pt_BR: 'Adicionar um gênero' },
  'studio.catalogueVod': {
    pt: 'Um filme ou episódio, para editar',
    pt_BR: 'Um filme ou episódio, para editar',
  },
  'studio.createCatalogueFilm': { pt: 'Criar um filme', pt_BR: 'Criar um filme' },
  'studio.changeCatalogueFilm': { pt: 'Alterar um filme', pt_BR: 'Alterar um filme' },
  'studio.changeCatalogueEpisode': { pt: 'Alterar um episódio', pt_BR: 'Alterar um episódio' },
  'studio.deleteCatalogueVod': {
    pt: 'Eliminar um filme ou episódio',
    pt_BR: 'Excluir um filme ou episódio',
  },
  'studio.catalogueShow': { pt: 'Uma série, para editar', pt_BR: 'Uma série, para editar' },
  'studio.createCatalogueShow': { pt: 'Criar uma série', pt_BR: 'Criar uma série' },
  'studio.changeCatalogueShow': { pt: 'Alterar uma série', pt_BR: 'Alterar uma série' },
  'studio.deleteCatalogueShow': { pt: 'Eliminar uma série', pt_BR: 'Excluir uma série' },
  'studio.createCatalogueSeason': {
    pt: 'Acrescentar uma temporada',
    pt_BR: 'Adicionar uma temporada',
  },
  'studio.changeCatalogueSeason': { pt: 'Alterar uma temporada', pt_BR: 'Alterar uma temporada' },
  'studio.deleteCatalogueSeason': { pt: 'Eliminar uma temporada', pt_BR: 'Excluir uma temporada' },
  'studio.catalogueEpisodes': {
    pt: 'Os episódios de uma temporada',
    pt_BR: 'Os episódios de uma temporada',
  },
  'studio.createCatalogueEpisode': {
    pt: 'Acrescentar um episódio',
    pt_BR: 'Adicionar um episódio',
  },
  'studio.uploadCatalogueArt': {
    pt: 'Carregar e recortar uma imagem de um título',
    pt_BR: 'Enviar e recortar uma imagem de um título',
  },
  'studio.removeCatalogueArt': {
    pt: 'Remover uma imagem carregada',
    pt_BR: 'Remover uma imagem enviada',
  },
  'studio.orderCatalogueStills': { pt: 'Ordenar a galeria', pt_BR: 'Ordenar a galeria' },
  'studio.removeCatalogueStill': {
    pt: 'Remover uma imagem da galeria',
    pt_BR: 'Remover uma imagem da galeria',
  },
  'studio.setCatalogueSubtitle': {
    pt: 'Definir as legendas de uma língua',
    pt_BR: 'Definir as legendas de um idioma',
  },
  'studio.removeCatalogueSubtitle': {
    pt: 'Remover as legendas de uma língua',
    pt_BR: 'Remover as legendas de um idioma',
  },
  'studio.packages': { pt: 'Os pacotes de assinatura', pt_BR: 'Os pacotes de assinatura' },
  'studio.createPackage': {
    pt: 'Criar um pacote de assinatura',
    pt_BR: 'Criar um pacote de assinatura',
  },
  'studio.changePackage': {
    pt: 'Alterar um pacote de assinatura',
    pt_BR: 'Alterar um pacote de assinatura',
  },
  'studio.retirePackage': {
    pt: 'Deixar de oferecer um pacote',
    pt_BR: 'Deixar de oferecer um pacote',
  },
  'studio.restorePackage': {
    pt: 'Voltar a oferecer um pacote',
    pt_BR: 'Voltar a oferecer um pacote',
  },
  'studio.channelPrices': { pt: 'Os preços dos canais', pt_BR: 'Os preços dos canais' },
  'studio.changeChannelProfilePrice': {
    pt: 'Alterar os preços de um perfil de canal',
    pt_BR: 'Alterar os preços de um perfil de canal',
  },
  'studio.rentals': { pt: 'Os alugueres', pt_BR: 'Os aluguéis' },
  'studio.rental': { pt: 'Um aluguer e o seu pagamento', pt_BR: 'Um aluguel e seu pagamento' },
  'studio.refundRental': { pt: 'Reembolsar um aluguer', pt_BR: 'Reembolsar um aluguel' },
  'studio.subscriberPayments': {
    pt: 'Os pagamentos de um assinante',
    pt_BR: 'Os pagamentos de um assinante',
  },
  'studio.studioPages': { pt: 'As páginas estáticas', pt_BR: 'As páginas estáticas' },
  'studio.createStudioPage': { pt: 'Criar uma página', pt_BR: 'Criar uma página' },
  'studio.changeStudioPage': { pt: 'Alterar uma página', pt_BR: 'Alterar uma página' },
  'studio.deleteStudioPage': { pt: 'Eliminar uma página', pt_BR: 'Excluir uma página' },
  'studio.highlightedSlides': {
    pt: 'O carrossel da página inicial',
    pt_BR: 'O carrossel da página inicial',
  },
  'studio.saveHighlightedSlides': {
    pt: 'Guardar o carrossel da página inicial',
    pt_BR: 'Salvar o carrossel da página inicial',
  },
  'studio.curationCandidates': {
    pt: 'Procurar títulos e canais pelo nome',
    pt_BR: 'Buscar títulos e canais pelo nome',
  },
  'studio.recommendedRows': {
    pt: 'As filas de recomendados',
    pt_BR: 'As fileiras de recomendados',
  },
  'studio.saveRecommendedRows': {
    pt: 'Guardar as filas de recomendados',
    pt_BR: 'Salvar as fileiras de recomendados',
  },
  'studio.titleMedia': {
    pt: 'O vídeo de um título e as suas tarefas de preparação',
    pt_BR: 'O vídeo de um título e suas tarefas de processamento',
  },
  'studio.uploadTitleMedia': {
    pt: 'Enviar o vídeo de um título',
    pt_BR: 'Enviar o vídeo de um título',
  },
  'studio.importTitleMedia': {
    pt: 'Preparar para um título um vídeo da pasta de importação',
    pt_BR: 'Processar para um título um vídeo da pasta de importação',
  },
  'studio.setTitleStream': {
    pt: 'Reproduzir num título uma playlist HLS',
    pt_BR: 'Reproduzir em um título uma playlist HLS',
  },
  'studio.retryMediaJob': {
    pt: 'Repetir uma tarefa de preparação que falhou',
    pt_BR: 'Repetir uma tarefa de processamento que falhou',
  },
  'studio.importFolder': {
    pt: 'Os vídeos da pasta de importação',
    pt_BR: 'Os vídeos da pasta de importação',
  },
  'studio.titleOffers': {
    pt: 'Os perfis de reprodução de um título e os seus preços',
    pt_BR: 'Os perfis de reprodução de um título e seus preços',
  },
  'studio.createTitleOffer': {
    pt: 'Criar um perfil de reprodução',
    pt_BR: 'Criar um perfil de reprodução',
  },
  'studio.changeTitleOffer': {
    pt: 'Alterar um perfil de reprodução',
    pt_BR: 'Alterar um perfil de reprodução',
  },
  'studio.deleteTitleOffer': {
    pt: 'Remover um perfil de reprodução',
    pt_BR: 'Remover um perfil de reprodução',
  },
} satisfies Record<`studio.${string}`, Record<TranslatedLanguage, string>>;
