import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { i18n, loadLanguage, loadTexts } from '@/shared/i18n/i18n';
import { options } from 'preact';
import { resetStores } from './store-resets';

// Preact runs effects after the next frame (a requestAnimationFrame, or a 35 ms timeout that
// fake timers hold back). jsdom paints no frames: effects run as soon as a render is done,
// as React's do in tests.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// findBy* and waitFor wait this long for what loads lazily (dialogs, the player) before they
// fail: 1 s, Testing Library's default, is less than a lazy import takes on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// Most test files share their worker's modules (vitest.config.ts): every store the app makes
// is remembered (__mocks__/zustand.ts) and goes back to its initial state after each test.
vi.mock('zustand');

await loadLanguage('en');
// Components are tested with all their texts; the routes load theirs (i18n.ts, `loadTexts`).
await loadTexts('account', 'browse', 'guide', 'player', 'register', 'recovery', 'reminders');

// jsdom lays nothing out, so it has no scrolling into view.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// What a test may change goes back as it was. Unmounting comes first: a component's cleanup
// may still write to a store.
afterEach(async () => {
  cleanup();
  act(resetStores);
  vi.useRealTimers();
  globalThis.localStorage.clear();
  globalThis.sessionStorage.clear();
  if (i18n.language !== 'en') await loadLanguage('en');
});
