/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API is mounted; `/api` on the same origin unless set at build time. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
