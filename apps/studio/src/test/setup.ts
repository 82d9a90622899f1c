import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { loadLanguage } from '@/i18n/i18n';
import { studioSession } from '@/session/studio-session';

// Preact runs effects after the next frame, which jsdom never paints (apps/web's setup too).
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
configure({ asyncUtilTimeout: 4000 });

await loadLanguage('en');

afterEach(() => {
  cleanup();
  studioSession.end();
  localStorage.clear();
});
