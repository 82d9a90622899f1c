import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLanguage } from '@/shared/i18n/i18n';
import { storage } from '@/shared/storage/storage';
import { applyDocumentSettings } from '@/shared/settings/document-settings';
import { App } from '@/app/app';
import '@/app/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Direction and theme before the first paint: a light-theme visit never flashes dark.
applyDocumentSettings(document.documentElement, {
  rtl: storage.rtl.get(),
  darkTheme: storage.darkTheme.get(),
});

// The interface language's dictionary is fetched before the first paint, so no text flips;
// English stands in if the stored language's cannot be had.
await loadLanguage(storage.language.get()).catch(() => loadLanguage('en').catch(() => undefined));

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
