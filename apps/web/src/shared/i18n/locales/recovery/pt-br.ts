import type { RecoveryTexts } from './en';

/** Brazilian Portuguese texts of password recovery. */
export const ptBR: RecoveryTexts = {
  recovery: {
    forgotTitle: 'Esqueceu sua senha?',
    forgotSubtitle:
      'Digite o e-mail da sua conta e enviaremos um link para você redefinir a senha.',
    email: 'E-mail',
    send: 'Enviar link',
    sending: 'Enviando…',
    backToLogin: 'Voltar para o login',
    resetTitle: 'Crie uma nova senha',
    resetSubtitle: 'Escolha uma nova senha com pelo menos 4 caracteres.',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirme a senha',
    save: 'Salvar senha',
    saving: 'Salvando…',
    logIn: 'Entrar',
    invalidLink: 'Este link de redefinição é inválido ou já foi usado.',
    requestNewLink: 'Pedir um novo link',
    sent: 'Se houver uma conta com este endereço, enviamos para ela um link para redefinir a senha.',
    resetDone: 'Sua senha foi alterada. Agora você já pode entrar com ela.',
  },
};
