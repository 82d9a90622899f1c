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
