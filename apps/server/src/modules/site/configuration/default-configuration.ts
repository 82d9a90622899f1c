import { DEFAULT_CONFIGURATION, type Configuration, type Language } from '@marquee/contract';

/** The branding a new service starts with; operators change it in the console. */
export const defaultConfiguration: Configuration = DEFAULT_CONFIGURATION;

export const languages: Language[] = [
  { code: 'en', name: 'English', rtl: false },
  { code: 'pt', name: 'Português', rtl: false },
  { code: 'pt_BR', name: 'Português (Brasil)', rtl: false },
];
