import type { Texts } from '../en';
import type { enHousehold } from './en';

/** The household's texts in European Portuguese. */
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
};
