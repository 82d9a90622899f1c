import { describe, expect, it } from 'vitest';
import type { MediaProbe } from './probe.js';
import { planSubtitles } from './subtitles.js';

const probe: MediaProbe = {
  markers: {},
  durationSeconds: 60,
  video: null,
  audio: [],
  subtitles: [
    {
      index: 2,
      codec: 'hdmv_pgs_subtitle',
      language: 'en',
      title: null,
      forced: false,
      isDefault: false,
      text: false,
    },
    {
      index: 3,
      codec: 'subrip',
      language: 'en',
      title: null,
      forced: true,
      isDefault: true,
      text: true,
    },
  ],
};

describe('planSubtitles', () => {
  it('takes embedded text tracks, then sidecars, and skips bitmap ones', () => {
    const plan = planSubtitles(probe, [
      { path: '/f/a.en.srt', language: 'en', forced: false },
      { path: '/f/a.pt-BR.vtt', language: 'pt-BR', forced: false },
    ]);
    expect(
      plan.map((t) => [t.name, t.streamIndex, t.sidecar, t.language, t.title, t.forced]),
    ).toEqual([
      ['s0', 3, null, 'en', 'English', true],
      ['s1', null, '/f/a.en.srt', 'en', 'English (2)', false],
      ['s2', null, '/f/a.pt-BR.vtt', 'pt-BR', 'Português (Brasil)', false],
    ]);
  });
});
