import type { allCalls } from '@marquee/contract';
import type { TranslatedLanguage } from './docs-language.js';
import { studioContentSummaries } from './call-summaries-studio-content.js';

/** A call of the contract as the document names it (its operationId): `domain.call`. */
export type CallId = {
  [Domain in keyof typeof allCalls]: `${Domain}.${keyof (typeof allCalls)[Domain] & string}`;
}[keyof typeof allCalls];

/**
 * Each call's summary in the languages the docs page translates into. The English summary is
 * the document's own, made from the call's name (`saveProgress` reads "Save Progress"); the
 * OpenAPI JSON stays in English, so these are for the page only.
 */
export const callSummaries: Record<CallId, Record<TranslatedLanguage, string>> = {
  'account.login': { pt: 'Iniciar sessão', pt_BR: 'Entrar' },
  'account.relogin': {
    pt: 'Iniciar sessão novamente com a chave do dispositivo',
    pt_BR: 'Entrar de novo com a chave do dispositivo',
  },
  'account.logout': { pt: 'Terminar sessão', pt_BR: 'Sair' },
  'account.checkDeviceToken': {
    pt: 'Verificar o token do dispositivo',
    pt_BR: 'Verificar o token do dispositivo',
  },
  'account.authorize': {
    pt: 'Autorizar a entrada numa página protegida',
    pt_BR: 'Autorizar a entrada em uma página protegida',
  },
  'account.removeDevice': { pt: 'Remover um dispositivo', pt_BR: 'Remover um dispositivo' },
  'account.forgotPassword': { pt: 'Recuperar a palavra-passe', pt_BR: 'Recuperar a senha' },
  'account.resetPassword': { pt: 'Repor a palavra-passe', pt_BR: 'Redefinir a senha' },
  'account.registration': { pt: 'Registo', pt_BR: 'Cadastro' },
  'account.getSubscriptions': {
    pt: 'Pacotes de subscrição',
    pt_BR: 'Pacotes de assinatura',
  },
  'account.devices': { pt: 'Dispositivos da conta', pt_BR: 'Dispositivos da conta' },
  'account.updateSubscription': { pt: 'Mudar de subscrição', pt_BR: 'Mudar de assinatura' },
  'account.updateProfile': { pt: 'Atualizar um perfil', pt_BR: 'Atualizar um perfil' },
  'account.createProfile': { pt: 'Criar um perfil', pt_BR: 'Criar um perfil' },
  'account.profiles': { pt: 'Listar os perfis', pt_BR: 'Listar os perfis' },
  'account.switchProfile': { pt: 'Mudar de perfil', pt_BR: 'Trocar de perfil' },
  'account.deleteProfile': { pt: 'Eliminar um perfil', pt_BR: 'Excluir um perfil' },
  'account.myList': { pt: 'A minha lista', pt_BR: 'Minha lista' },
  'account.toggleMyList': {
    pt: 'Pôr ou tirar da Minha lista',
    pt_BR: 'Adicionar ou remover da Minha lista',
  },
  'account.paymentHistory': { pt: 'Histórico de pagamentos', pt_BR: 'Histórico de pagamentos' },
  'account.checkSubscription': { pt: 'Verificar a subscrição', pt_BR: 'Verificar a assinatura' },
  'account.checkPin': { pt: 'Verificar um PIN', pt_BR: 'Verificar um PIN' },
  'configuration.configuration': {
    pt: 'Configuração da aplicação web',
    pt_BR: 'Configuração do aplicativo web',
  },
  'configuration.languages': { pt: 'Idiomas', pt_BR: 'Idiomas' },
  'vod.list': { pt: 'Lista de filmes e episódios', pt_BR: 'Lista de filmes e episódios' },
  'vod.stream': {
    pt: 'Pedir a emissão de um filme ou episódio',
    pt_BR: 'Solicitar a transmissão de um filme ou episódio',
  },
  'catalogue.tvShows': { pt: 'Lista de séries', pt_BR: 'Lista de séries' },
  'catalogue.genres': { pt: 'Géneros', pt_BR: 'Gêneros' },
  'catalogue.showTypes': { pt: 'Tipos de programa', pt_BR: 'Tipos de programa' },
  'catalogue.recommended': {
    pt: 'Filmes ou séries recomendados',
    pt_BR: 'Filmes ou séries recomendados',
  },
  'catalogue.similar': { pt: 'Títulos semelhantes', pt_BR: 'Títulos parecidos' },
  'catalogue.trendingMovies': { pt: 'Filmes em alta', pt_BR: 'Filmes em alta' },
  'catalogue.trendingTvShows': { pt: 'Séries em alta', pt_BR: 'Séries em alta' },
  'catalogue.highlightedContent': { pt: 'Conteúdos em destaque', pt_BR: 'Conteúdo em destaque' },
  'catalogue.rateVod': {
    pt: 'Classificar um filme ou episódio',
    pt_BR: 'Avaliar um filme ou episódio',
  },
  'catalogue.rateTvShow': { pt: 'Classificar uma série', pt_BR: 'Avaliar uma série' },
  'playback.saveProgress': {
    pt: 'Guardar onde o perfil parou',
    pt_BR: 'Salvar onde o perfil parou',
  },
  'playback.rentVod': { pt: 'Alugar um filme ou episódio', pt_BR: 'Alugar um filme ou episódio' },
  'playback.continueWatching': { pt: 'Continuar a ver', pt_BR: 'Continuar assistindo' },
  'playback.campaigns': {
    pt: 'Campanhas de vídeo (publicidade)',
    pt_BR: 'Campanhas de vídeo (anúncios)',
  },
  'live.channels': { pt: 'Lista de canais', pt_BR: 'Lista de canais' },
  'live.categories': { pt: 'Categorias de canais', pt_BR: 'Categorias de canais' },
  'live.favoriteChannels': { pt: 'Canais favoritos', pt_BR: 'Canais favoritos' },
  'live.toggleFavorite': {
    pt: 'Adicionar ou remover um favorito',
    pt_BR: 'Adicionar ou remover um favorito',
  },
  'live.trendingChannels': { pt: 'Canais em alta', pt_BR: 'Canais em alta' },
  'live.rentChannel': { pt: 'Alugar um canal', pt_BR: 'Alugar um canal' },
  'live.channelStream': {
    pt: 'Pedir a emissão de um canal',
    pt_BR: 'Solicitar a transmissão de um canal',
  },
  'live.guide': { pt: 'Guia TV', pt_BR: 'Guia de TV' },
  'live.guideIndex': { pt: 'Índice do guia TV', pt_BR: 'Índice do guia de TV' },
  'live.reminders': { pt: 'Lembretes', pt_BR: 'Lembretes' },
  'live.addReminder': { pt: 'Criar um lembrete', pt_BR: 'Criar um lembrete' },
  'live.editReminder': { pt: 'Alterar um lembrete', pt_BR: 'Alterar um lembrete' },
  'live.deleteReminder': { pt: 'Eliminar um lembrete', pt_BR: 'Excluir um lembrete' },
  'ads.list': {
    pt: 'Anúncios de uma posição do ecrã',
    pt_BR: 'Anúncios de uma posição da tela',
  },
  'analytics.track': {
    pt: 'Registar eventos de utilização',
    pt_BR: 'Registrar eventos de uso',
  },
  'pages.get': { pt: 'Página estática', pt_BR: 'Página estática' },
  'studio.login': { pt: 'Iniciar sessão no estúdio', pt_BR: 'Entrar no estúdio' },
  'studio.logout': { pt: 'Terminar a sessão no estúdio', pt_BR: 'Sair do estúdio' },
  'studio.me': { pt: 'O operador da sessão', pt_BR: 'O operador da sessão' },
  'studio.changePassword': {
    pt: 'Mudar a palavra-passe do operador',
    pt_BR: 'Trocar a senha do operador',
  },
  'studio.subscribers': {
    pt: 'Subscritores, uma página de cada vez, com pesquisa',
    pt_BR: 'Assinantes, uma página por vez, com busca',
  },
  'studio.subscriber': {
    pt: 'A conta de um subscritor: perfis, dispositivos, subscrições e pagamentos',
    pt_BR: 'A conta de um assinante: perfis, dispositivos, assinaturas e pagamentos',
  },
  'studio.removeSubscriberDevice': {
    pt: 'Remover um dispositivo de um subscritor',
    pt_BR: 'Remover um dispositivo de um assinante',
  },
  'studio.sendSubscriberPasswordReset': {
    pt: 'Enviar ao subscritor o e-mail para redefinir a palavra-passe',
    pt_BR: 'Enviar ao assinante o e-mail para redefinir a senha',
  },
  'studio.configuration': { pt: 'A configuração guardada', pt_BR: 'A configuração salva' },
  'studio.changeConfiguration': {
    pt: 'Substituir a configuração (marca, cores, módulos)',
    pt_BR: 'Substituir a configuração (marca, cores, módulos)',
  },
  'studio.dashboard': {
    pt: 'O que o serviço está a fazer agora: espectadores, sessões, empacotamento, canais, erros',
    pt_BR:
      'O que o serviço está fazendo agora: espectadores, sessões, empacotamento, canais, erros',
  },
  'studio.audit': {
    pt: 'O registo de alterações dos operadores',
    pt_BR: 'O registro de alterações dos operadores',
  },
  'studio.secondFactor': {
    pt: 'Concluir o início de sessão com o segundo fator',
    pt_BR: 'Concluir o login com o segundo fator',
  },
  'studio.startTotp': {
    pt: 'Configurar a verificação em dois passos',
    pt_BR: 'Configurar a verificação em duas etapas',
  },
  'studio.confirmTotp': {
    pt: 'Ativar a verificação em dois passos',
    pt_BR: 'Ativar a verificação em duas etapas',
  },
  'studio.disableTotp': {
    pt: 'Desativar a verificação em dois passos',
    pt_BR: 'Desativar a verificação em duas etapas',
  },
  'studio.adBanners': {
    pt: 'Anúncios, por posição, com impressões e cliques',
    pt_BR: 'Anúncios, por posição, com impressões e cliques',
  },
  'studio.createAdBanner': { pt: 'Criar um anúncio', pt_BR: 'Criar um anúncio' },
  'studio.changeAdBanner': { pt: 'Alterar um anúncio', pt_BR: 'Alterar um anúncio' },
  'studio.deleteAdBanner': { pt: 'Eliminar um anúncio', pt_BR: 'Excluir um anúncio' },
  'studio.uploadAdBannerImage': {
    pt: 'Carregar a imagem de um anúncio',
    pt_BR: 'Enviar a imagem de um anúncio',
  },
  'studio.removeAdBannerImage': {
    pt: 'Voltar à imagem gerada de um anúncio',
    pt_BR: 'Voltar à imagem gerada de um anúncio',
  },
  'studio.liveChannels': {
    pt: 'Canais, pesquisados e filtrados',
    pt_BR: 'Canais, pesquisados e filtrados',
  },
  'studio.liveChannel': { pt: 'Um canal', pt_BR: 'Um canal' },
  'studio.createLiveChannel': { pt: 'Adicionar um canal', pt_BR: 'Adicionar um canal' },
  'studio.changeLiveChannel': { pt: 'Alterar um canal', pt_BR: 'Alterar um canal' },
  'studio.setLiveChannelLogo': {
    pt: 'Definir o logótipo de um canal',
    pt_BR: 'Definir o logo de um canal',
  },
  'studio.deleteLiveChannel': { pt: 'Eliminar um canal', pt_BR: 'Excluir um canal' },
  'studio.liveCategories': { pt: 'Categorias de canais', pt_BR: 'Categorias de canais' },
  'studio.createLiveCategory': { pt: 'Criar uma categoria', pt_BR: 'Criar uma categoria' },
  'studio.changeLiveCategory': { pt: 'Alterar uma categoria', pt_BR: 'Alterar uma categoria' },
  'studio.deleteLiveCategory': { pt: 'Remover uma categoria', pt_BR: 'Remover uma categoria' },
  'studio.liveOverview': { pt: 'Números do direto', pt_BR: 'Números do ao vivo' },
  'studio.liveHealth': {
    pt: 'Estado das fontes dos canais',
    pt_BR: 'Estado das fontes dos canais',
  },
  'studio.liveSources': { pt: 'Listas e guias', pt_BR: 'Listas e guias' },
  'studio.createLiveSource': {
    pt: 'Adicionar uma lista ou guia',
    pt_BR: 'Adicionar uma lista ou guia',
  },
  'studio.changeLiveSource': {
    pt: 'Alterar uma lista ou guia',
    pt_BR: 'Alterar uma lista ou guia',
  },
  'studio.deleteLiveSource': {
    pt: 'Remover uma lista ou guia',
    pt_BR: 'Remover uma lista ou guia',
  },
  'studio.importLiveSource': { pt: 'Importar agora', pt_BR: 'Importar agora' },
  'studio.liveSourceImports': { pt: 'Histórico de importações', pt_BR: 'Histórico de importações' },
  'studio.guideChannels': {
    pt: 'Canais do guia sem correspondência',
    pt_BR: 'Canais do guia sem correspondência',
  },
  'studio.mapGuideChannel': {
    pt: 'Associar um canal do guia a um canal',
    pt_BR: 'Mapear um canal do guia para um canal',
  },
  'studio.videoCampaigns': { pt: 'Campanhas de vídeo', pt_BR: 'Campanhas de vídeo' },
  'studio.createVideoCampaign': {
    pt: 'Criar uma campanha de vídeo',
    pt_BR: 'Criar uma campanha de vídeo',
  },
  'studio.changeVideoCampaign': {
    pt: 'Alterar uma campanha de vídeo',
    pt_BR: 'Alterar uma campanha de vídeo',
  },
  'studio.deleteVideoCampaign': {
    pt: 'Eliminar uma campanha de vídeo',
    pt_BR: 'Excluir uma campanha de vídeo',
  },
  'studio.renewRecoveryCodes': {
    pt: 'Novos códigos de recuperação',
    pt_BR: 'Novos códigos de recuperação',
  },
  'studio.operators': { pt: 'Os operadores do estúdio', pt_BR: 'Os operadores do estúdio' },
  'studio.addOperator': {
    pt: 'Adicionar um operador com uma palavra-passe temporária',
    pt_BR: 'Adicionar um operador com uma senha temporária',
  },
  'studio.changeOperatorRole': {
    pt: 'Mudar a função de um operador',
    pt_BR: 'Trocar a função de um operador',
  },
  'studio.disableOperator': { pt: 'Desativar um operador', pt_BR: 'Desativar um operador' },
  'studio.enableOperator': { pt: 'Reativar um operador', pt_BR: 'Reativar um operador' },
  'studio.renameOperator': {
    pt: 'Mudar o nome de um operador',
    pt_BR: 'Mudar o nome de um operador',
  },
  'studio.removeOperatorSecondFactor': {
    pt: 'Desativar a verificação em dois passos de um operador',
    pt_BR: 'Desativar a verificação em duas etapas de um operador',
  },
  'studio.resetOperatorPassword': {
    pt: 'Dar a um operador uma nova palavra-passe temporária',
    pt_BR: 'Dar a um operador uma nova senha temporária',
  },
  ...studioContentSummaries,
};
