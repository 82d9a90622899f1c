import { noticeTextsPt } from '@marquee/contract';
import type { Dictionary } from '../i18n';

/** European Portuguese. */
export const pt: Dictionary = {
  studio: {
    app: {
      name: 'Estúdio',
      skipToContent: 'Saltar para o conteúdo',
      loading: 'A carregar…',
      retry: 'Tentar novamente',
      save: 'Guardar',
      saving: 'A guardar…',
      cancel: 'Cancelar',
      close: 'Fechar',
      failed: 'Algo correu mal. Tente novamente.',
      offline: 'Não foi possível contactar o servidor. Verifique a ligação e tente novamente.',
      notAllowed: 'A sua função ({{role}}) não permite abrir esta secção.',
    },
    language: {
      label: 'Idioma',
      en: 'English',
      pt: 'Português (Portugal)',
      pt_BR: 'Português (Brasil)',
    },
    roles: { owner: 'Proprietário', editor: 'Editor', support: 'Apoio' },
    nav: {
      label: 'Secções do estúdio',
      branding: 'Marca',
      subscribers: 'Subscritores',
      audit: 'Registo de auditoria',
      account: 'A minha conta',
      signOut: 'Terminar sessão',
      signedInAs: 'Sessão iniciada como {{email}} ({{role}})',
    },
    login: {
      title: 'Iniciar sessão no estúdio',
      intro: 'A consola onde os operadores gerem o serviço.',
      email: 'Email',
      password: 'Palavra-passe',
      submit: 'Iniciar sessão',
      submitting: 'A iniciar sessão…',
      secondFactorTitle: 'Verificação em dois passos',
      secondFactorIntro:
        'Introduza o código de 6 dígitos da sua aplicação de autenticação, ou um dos seus códigos de recuperação.',
      code: 'Código',
      verify: 'Verificar',
      verifying: 'A verificar…',
      startOver: 'Usar outra conta',
      required: 'Preencha este campo.',
    },
    account: {
      title: 'A minha conta',
      passwordTitle: 'Palavra-passe',
      mustChange:
        'Iniciou sessão com uma palavra-passe temporária: escolha a sua antes de qualquer outra coisa.',
      current: 'Palavra-passe atual',
      new: 'Nova palavra-passe',
      confirm: 'Repita a nova palavra-passe',
      mismatch: 'As duas novas palavras-passe são diferentes.',
      change: 'Alterar palavra-passe',
      changed: 'A sua palavra-passe foi alterada. As suas outras sessões terminaram.',
    },
    notFound: {
      title: 'Página não encontrada',
      body: 'Não há nenhuma página do estúdio neste endereço.',
      home: 'Ir para o estúdio',
    },
  },
  server: noticeTextsPt,
};
