/** Header names every request from the web app carries (spec: access §7). */
export const Header = {
  token: 'Token',
  device: 'Device',
  tenant: 'Tenant',
  acceptLanguage: 'Accept-Language',
  uid: 'UID',
  authorization: 'Authorization',
  /** Sent with login only: the browser's device model. The spec names it without a header name. */
  deviceModel: 'Device-Model',
  /** Sent with login only: the web app's version. */
  appVersion: 'App-Version',
} as const;

export const DEVICE_WEB = 'web';
export const TENANT_GENERAL = 'general';
/** The web app version constant of the spec. */
export const APP_VERSION = '2.31.4';

export const languageCodes = ['en', 'pt', 'pt_BR'] as const;
export type LanguageCode = (typeof languageCodes)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
