import { noticeTexts } from '@marquee/contract';
import type { Dictionary } from '../i18n';

/** The console's texts in English: the keys every language must have. */
export const studioEn = {
  app: {
    name: 'Studio',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    retry: 'Try again',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    close: 'Close',
    failed: 'Something went wrong. Please try again.',
    offline: 'The server could not be reached. Check the connection and try again.',
    notAllowed: 'Your role ({{role}}) may not open this section.',
  },
  language: {
    label: 'Language',
    en: 'English',
    pt: 'Português (Portugal)',
    pt_BR: 'Português (Brasil)',
  },
  roles: {
    owner: 'Owner',
    editor: 'Editor',
    support: 'Support',
  },
  nav: {
    label: 'Studio sections',
    branding: 'Branding',
    subscribers: 'Subscribers',
    audit: 'Audit log',
    account: 'My account',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{email}} ({{role}})',
  },
  login: {
    title: 'Sign in to the studio',
    intro: 'The console where operators run the service.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    secondFactorTitle: 'Two-step verification',
    secondFactorIntro:
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    verify: 'Verify',
    verifying: 'Verifying…',
    startOver: 'Use another account',
    recoveryCode: 'Recovery code',
    useRecoveryCode: 'Use a recovery code',
    useAppCode: 'Use the app’s code',
    required: 'Fill in this field.',
  },
  account: {
    title: 'My account',
    passwordTitle: 'Password',
    mustChange: 'You signed in with a one-time password: choose your own before anything else.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Repeat the new password',
    mismatch: 'The two new passwords differ.',
    change: 'Change password',
    changed: 'Your password has been changed. Your other sessions have ended.',
  },
  totp: {
    title: 'Two-step verification',
    statusOn: 'On: signing in asks for a code from your authenticator app.',
    statusOff: 'Off: signing in asks only for your password.',
    offIntro:
      'Add a second step to your sign-in: a 6-digit code from an authenticator app on your phone.',
    setUp: 'Set up',
    starting: 'Starting…',
    setUpTitle: 'Add the studio to your authenticator app',
    scan: 'Scan this QR code with the app.',
    qrLabel: 'QR code of the secret key for your authenticator app',
    manual: 'Or type the secret key in by hand:',
    secretLabel: 'Secret key:',
    copySecret: 'Copy the secret key',
    code: 'Code from the app',
    codeHint: 'The 6 digits the app shows now.',
    confirm: 'Turn on',
    confirming: 'Turning on…',
    codesTitle: 'Your recovery codes',
    keepSafe:
      'Keep these codes somewhere safe, apart from your phone: each one lets you sign in once without the app. They are shown only now.',
    copyCodes: 'Copy the codes',
    download: 'Download (.txt)',
    saved: 'I have kept them',
    copied: 'Copied.',
    copyFailed: 'Copying failed: select the text and copy it.',
    onIntro: 'If you lose your phone, sign in with a recovery code.',
    renew: 'New recovery codes',
    renewTitle: 'New recovery codes: the old ones stop working',
    turnOff: 'Turn off',
    turnOffTitle: 'Turn off two-step verification',
    turnedOff: 'Two-step verification has been turned off.',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no studio page at this address.',
    home: 'Go to the studio',
  },
};

/** The console's texts: the English keys, with any text. */
export type StudioTexts = Texts<typeof studioEn>;
type Texts<T> = { [Key in keyof T]: T[Key] extends string ? string : Texts<T[Key]> };

export const en: Dictionary = { studio: studioEn, server: noticeTexts };
