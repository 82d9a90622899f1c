import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followConfigurationChanges } from '@/entities/configuration';
import { startSession } from '@/features/session/lib/start-session';
import { sessionKnown } from '@/features/session/stores/session-store';
import { loadLanguage } from '@/shared/i18n/i18n';
import { nextTask } from '@/shared/lib/next-task';
import { holdIdleWorkUntil } from '@/shared/lib/when-idle';
import { storage } from '@/shared/storage/storage';
import { applyDocumentSettings } from '@/shared/settings/document-settings';
import { App } from '@/app/app';
import { startServiceWorker } from '@/app/service-worker/start-service-worker';
import { queriesSettled, queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import '@/app/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Direction and theme before the first paint: a light-theme visit never flashes dark.
applyDocumentSettings(document.documentElement, {
  rtl: storage.rtl.get(),
  darkTheme: storage.darkTheme.get(),
});

// Prefetches for later clicks (the player, the search box, the socket) wait for what the page
// shows first: the session's check and the page's data.
holdIdleWorkUntil(() => Promise.all([sessionKnown(), queriesSettled(queryClient)]));

// The session's rules first, so that they see every answer, with the authorise call, which
// the page waits for (the guard shows nothing until the login state is known).
startSession(queryClient);
// An operator's change of the branding reaches an open app through the socket.
followConfigurationChanges(queryClient);

// Evaluating the scripts is a long task already: the router starts in the next one, fetching
// the page's code and running its loaders' calls together, while the dictionary arrives.
await nextTask();
const router = createAppRouter();

// The interface language's dictionary is fetched before the first paint, so no text flips;
// English stands in if the stored language's cannot be had.
await loadLanguage(storage.language.get()).catch(() => loadLanguage('en').catch(() => undefined));

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

// A repeat visit paints from the worker's cache; it registers once the page is idle.
startServiceWorker();
