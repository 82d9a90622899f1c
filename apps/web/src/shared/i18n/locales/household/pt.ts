import type { Texts } from '../en';
import type { enHousehold } from './en';

/** The household's and My List's texts in European Portuguese. */
export const ptHousehold: Texts<typeof enHousehold> = {
  profiles: {
    title: 'Quem está a ver?',
    list: 'Perfis',
    kids: 'Crianças',
    locked: 'Bloqueado com PIN',
    manage: 'Gerir perfis',
    pinTitle: '{{name}} está bloqueado',
    pinDescription: 'Introduza o PIN de 4 dígitos para ver como {{name}}.',
    loadFailed: 'Não foi possível carregar os seus perfis.',
  },
  myList: {
    label: 'A minha lista',
    toggle: 'A minha lista: {{title}}',
    title: 'A minha lista',
    intro: 'Filmes e séries que guardou para ver mais tarde.',
    empty: 'A sua lista está vazia.',
    emptyHint:
      'Adicione filmes e séries com o botão A minha lista de um título e encontre-os aqui.',
    loadFailed: 'Não foi possível carregar A minha lista.',
  },
};
