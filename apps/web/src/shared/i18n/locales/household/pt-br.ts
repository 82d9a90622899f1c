import type { Texts } from '../en';
import type { enHousehold } from './en';

/** The household's and My List's texts in Brazilian Portuguese. */
export const ptBrHousehold: Texts<typeof enHousehold> = {
  profiles: {
    title: 'Quem está assistindo?',
    list: 'Perfis',
    kids: 'Infantil',
    locked: 'Bloqueado com PIN',
    manage: 'Gerenciar perfis',
    pinTitle: '{{name}} está bloqueado',
    pinDescription: 'Digite o PIN de 4 dígitos para assistir como {{name}}.',
    loadFailed: 'Não foi possível carregar seus perfis.',
  },
  myList: {
    label: 'Minha lista',
    toggle: 'Minha lista: {{title}}',
    title: 'Minha lista',
    intro: 'Filmes e séries que você salvou para assistir depois.',
    empty: 'Sua lista está vazia.',
    emptyHint: 'Adicione filmes e séries com o botão Minha lista de um título e encontre-os aqui.',
    loadFailed: 'Não foi possível carregar Minha lista.',
  },
};
