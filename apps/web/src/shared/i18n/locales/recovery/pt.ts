import type { RecoveryTexts } from './en';

/** European Portuguese texts of password recovery. */
export const pt: RecoveryTexts = {
  recovery: {
    forgotTitle: 'Esqueceu-se da palavra-passe?',
    forgotSubtitle:
      'Introduza o email da sua conta e enviamos-lhe uma ligação para repor a palavra-passe.',
    email: 'Email',
    send: 'Enviar ligação',
    sending: 'A enviar…',
    backToLogin: 'Voltar a iniciar sessão',
    resetTitle: 'Defina uma nova palavra-passe',
    resetSubtitle: 'Escolha uma nova palavra-passe com pelo menos 4 caracteres.',
    newPassword: 'Nova palavra-passe',
    confirmPassword: 'Confirmar palavra-passe',
    save: 'Guardar palavra-passe',
    saving: 'A guardar…',
    logIn: 'Iniciar sessão',
    invalidLink: 'Esta ligação de reposição é inválida ou já foi utilizada.',
    requestNewLink: 'Pedir uma nova ligação',
    sent: 'Se existir uma conta com este endereço, enviámos-lhe uma ligação para repor a palavra-passe.',
    resetDone: 'A sua palavra-passe foi alterada. Já pode iniciar sessão com ela.',
  },
};
