import { defineProject } from 'vitest/config';

// The core drives a <video> element: its tests make one in jsdom.
export default defineProject({
  test: {
    name: 'player-core',
    environment: 'jsdom',
    restoreMocks: true,
    unstubGlobals: true,
  },
});
