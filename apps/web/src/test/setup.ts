import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadLanguage, loadTexts } from '@/shared/i18n/i18n';
import { options } from 'preact';

// Preact runs effects after the next frame (a requestAnimationFrame, or a 35 ms timeout that
// fake timers hold back). jsdom paints no frames: effects run as soon as a render is done,
// as React's do in tests.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// findBy* and waitFor wait this long for what loads lazily (dialogs, the player) before they
// fail: 1 s, Testing Library's default, is less than a lazy import takes on a busy machine.
configure({ asyncUtilTimeout: 4000 });

await loadLanguage('en');
// Components are tested with all their texts; the routes load theirs (i18n.ts, `loadTexts`).
await loadTexts('account', 'browse', 'guide', 'player', 'register', 'recovery', 'reminders');

// jsdom lays nothing out, so it has no scrolling into view.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

afterEach(() => {
  cleanup();
  globalThis.localStorage.clear();
});
