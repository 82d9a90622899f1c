import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLanguage } from '@/shared/i18n/i18n';
import { storage } from '@/shared/storage/storage';
import { App } from '@/app/app';
import '@/app/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A stored language other than English is fetched before the first paint, so no text flips.
await loadLanguage(storage.language.get()).catch(() => undefined);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
