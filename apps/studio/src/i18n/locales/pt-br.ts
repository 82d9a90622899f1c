import { noticeTextsPtBr } from '@marquee/contract';
import type { Dictionary } from '../i18n';

/** Brazilian Portuguese. */
export const ptBR: Dictionary = {
  studio: {
    app: {
      name: 'Estúdio',
      skipToContent: 'Pular para o conteúdo',
      loading: 'Carregando…',
      retry: 'Tentar de novo',
      save: 'Salvar',
      saving: 'Salvando…',
      cancel: 'Cancelar',
      close: 'Fechar',
      failed: 'Algo deu errado. Tente de novo.',
      offline: 'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
      notAllowed: 'A sua função ({{role}}) não permite abrir esta seção.',
    },
    language: {
      label: 'Idioma',
      en: 'English',
      pt: 'Português (Portugal)',
      pt_BR: 'Português (Brasil)',
    },
    roles: { owner: 'Proprietário', editor: 'Editor', support: 'Suporte' },
    nav: {
      label: 'Seções do estúdio',
      branding: 'Marca',
      subscribers: 'Assinantes',
      audit: 'Registro de auditoria',
      account: 'Minha conta',
      signOut: 'Sair',
      signedInAs: 'Conectado como {{email}} ({{role}})',
    },
    login: {
      title: 'Entrar no estúdio',
      intro: 'O console onde os operadores administram o serviço.',
      email: 'E-mail',
      password: 'Senha',
      submit: 'Entrar',
      submitting: 'Entrando…',
      secondFactorTitle: 'Verificação em duas etapas',
      secondFactorIntro:
        'Digite o código de 6 dígitos do seu aplicativo autenticador, ou um dos seus códigos de recuperação.',
      code: 'Código',
      verify: 'Verificar',
      verifying: 'Verificando…',
      startOver: 'Usar outra conta',
      required: 'Preencha este campo.',
    },
    account: {
      title: 'Minha conta',
      passwordTitle: 'Senha',
      mustChange:
        'Você entrou com uma senha temporária: escolha a sua antes de qualquer outra coisa.',
      current: 'Senha atual',
      new: 'Nova senha',
      confirm: 'Repita a nova senha',
      mismatch: 'As duas novas senhas são diferentes.',
      change: 'Alterar senha',
      changed: 'Sua senha foi alterada. Suas outras sessões foram encerradas.',
    },
    notFound: {
      title: 'Página não encontrada',
      body: 'Não há nenhuma página do estúdio neste endereço.',
      home: 'Ir para o estúdio',
    },
  },
  server: noticeTextsPtBr,
};
