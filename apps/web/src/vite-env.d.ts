/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API is mounted; `/api` on the same origin unless set at build time. */
  readonly VITE_API_BASE?: string;
  /** Build flags ("1" or "true" hides): see src/shared/config/build-flags.ts. */
  readonly VITE_HIDE_REGISTRATION?: string;
  readonly VITE_HIDE_PAYMENT_HISTORY?: string;
  readonly VITE_HIDE_SUBSCRIPTIONS?: string;
  readonly VITE_HIDE_REGISTER_PAYMENT_METHODS?: string;
  readonly VITE_HIDE_THEMES?: string;
  readonly VITE_HIDE_TEST_CARD_HINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
