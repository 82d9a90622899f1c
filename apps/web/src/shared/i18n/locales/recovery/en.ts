import type { Texts } from '../en';

/** English texts of password recovery, loaded with it (`loadTexts` in i18n.ts). */
export const en = {
  recovery: {
    forgotTitle: 'Forgot your password?',
    forgotSubtitle:
      "Enter your account's email address and we'll send you a link to reset your password.",
    email: 'Email',
    send: 'Send reset link',
    sending: 'Sending…',
    backToLogin: 'Back to log in',
    resetTitle: 'Set a new password',
    resetSubtitle: 'Choose a new password of at least 4 characters.',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    save: 'Save password',
    saving: 'Saving…',
    logIn: 'Log in',
    invalidLink: 'This reset link is invalid or has already been used.',
    requestNewLink: 'Request a new link',
    sent: "If an account uses this address, we've sent it a link to reset the password.",
    resetDone: 'Your password has been changed. You can now log in with it.',
  },
};

/** The shape of these texts in every language. */
export type RecoveryTexts = Texts<typeof en>;
