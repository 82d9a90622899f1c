import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from '@/app/studio-app';
import { loadLanguage } from '@/i18n/i18n';
import '@/styles/studio.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The interface language's texts before the first paint, so that no text flips.
await loadLanguage();

createRoot(container).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
