import type { Texts } from '../en';
import type { enHousehold } from './en';

/** The household's texts in Brazilian Portuguese. */
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
};
