import { describe, expect, it } from 'vitest';
import { aacCodec, canCopyVideo, planLadder } from './ladder.js';
import type { MediaProbe, VideoStream } from './probe.js';

const h264 = (extra: Partial<VideoStream> = {}): VideoStream => ({
  index: 0,
  codec: 'h264',
  profile: 'High',
  level: 40,
  pixelFormat: 'yuv420p',
  bitDepth: 8,
  width: 1920,
  height: 1080,
  sampleAspect: 1,
  rotation: 0,
  frameRate: 25,
  baseFrameRate: 25,
  variableFrameRate: false,
  ...extra,
});
const probe = (video: VideoStream, audioCodec = 'aac'): MediaProbe => ({
  markers: {},
  durationSeconds: 60,
  video,
  audio: [
    {
      index: 1,
      codec: audioCodec,
      profile: 'LC',
      channels: 2,
      language: 'en',
      title: null,
      isDefault: false,
    },
    {
      index: 2,
      codec: audioCodec,
      profile: 'LC',
      channels: 2,
      language: 'pt',
      title: null,
      isDefault: true,
    },
  ],
  subtitles: [],
});
const sizes = (plan: ReturnType<typeof planLadder>) =>
  plan.video.map((r) => `${r.width}x${r.height}${r.copied ? ' copied' : ''}`);

describe('planLadder', () => {
  it('copies a 1080p H.264 source and encodes the rungs below it', () => {
    const plan = planLadder(probe(h264()));
    expect(sizes(plan)).toEqual(['1920x1080 copied', '1280x720', '960x540', '768x432', '640x360']);
    expect(plan.video.map((r) => r.kbps)).toEqual([7800, 4500, 2000, 1100, 365]);
    expect(plan.video.map((r) => r.name)).toEqual(['v1080', 'v720', 'v540', 'v432', 'v360']);
  });

  it('encodes every rung when copying is not allowed', () => {
    const plan = planLadder(probe(h264()), { allowCopy: false });
    expect(plan.video.every((r) => !r.copied)).toBe(true);
    expect(plan.video[0]).toMatchObject({ width: 1920, height: 1080, kbps: 7800 });
  });

  it('keeps a small H.264 source as its one copied rendition', () => {
    expect(sizes(planLadder(probe(h264({ width: 320, height: 240 }))))).toEqual(['320x240 copied']);
  });

  it('encodes a small source it cannot copy at its own even size', () => {
    const plan = planLadder(probe(h264({ codec: 'hevc', width: 321, height: 181 })));
    expect(sizes(plan)).toEqual(['320x180']);
    expect(plan.video[0]?.kbps).toBe(145);
  });

  it('encodes what players may not decode or that needs turning', () => {
    const encoded = [
      h264({ codec: 'hevc', profile: 'Main 10', bitDepth: 10, pixelFormat: 'yuv420p10le' }),
      h264({ width: 3840, height: 2160, level: 51 }),
      h264({ codec: 'vp9', profile: 'Profile 0' }),
      h264({ rotation: 90 }),
      h264({ variableFrameRate: true }),
      h264({ profile: 'High 4:2:2', pixelFormat: 'yuv422p' }),
      h264({ level: 50 }),
    ];
    for (const video of encoded) expect(canCopyVideo(video), JSON.stringify(video)).toBe(false);
    expect(canCopyVideo(h264({ profile: 'Constrained Baseline', level: 30 }))).toBe(true);
  });

  it('stops 4K at 1080p', () => {
    expect(sizes(planLadder(probe(h264({ width: 3840, height: 2160, level: 51 }))))[0]).toBe(
      '1920x1080',
    );
  });

  it('turns a rotated phone clip upright, rungs by its shorter side', () => {
    const plan = planLadder(probe(h264({ rotation: 90 })));
    expect(plan).toMatchObject({ width: 1080, height: 1920 });
    expect(sizes(plan)).toEqual(['1080x1920', '720x1280', '540x960', '432x768', '360x640']);
    expect(plan.thumbnail).toEqual({ width: 320, height: 568 });
  });

  it('keeps the aspect of an odd-sized source in even numbers', () => {
    const plan = planLadder(probe(h264({ codec: 'hevc', width: 1917, height: 803 })));
    expect(sizes(plan)).toEqual(['1718x720', '1290x540', '1032x432', '860x360']);
    expect(plan.video.every((r) => r.width % 2 === 0 && r.height % 2 === 0)).toBe(true);
  });

  it('applies the pixel aspect of anamorphic video', () => {
    const plan = planLadder(
      probe(h264({ codec: 'mpeg2video', width: 720, height: 576, sampleAspect: 64 / 45 })),
    );
    expect(plan).toMatchObject({ width: 1024, height: 576 });
    expect(sizes(plan)).toEqual(['960x540', '768x432', '640x360']);
  });

  it('resamples variable and very high frame rates to a constant one', () => {
    const vfr = h264({ variableFrameRate: true, frameRate: 16.8, baseFrameRate: 30 });
    expect(planLadder(probe(vfr))).toMatchObject({ resampleFrameRate: true, frameRate: 30 });
    const timebase = h264({ variableFrameRate: true, frameRate: 29.6, baseFrameRate: 90000 });
    expect(planLadder(probe(timebase))).toMatchObject({ frameRate: 30 });
    expect(planLadder(probe(h264({ frameRate: 120, baseFrameRate: 120 })))).toMatchObject({
      frameRate: 60,
    });
    expect(planLadder(probe(h264()))).toMatchObject({ resampleFrameRate: false, frameRate: 25 });
  });

  it('copies AAC audio, encodes the rest, and keeps the default track', () => {
    expect(planLadder(probe(h264())).audio).toEqual([
      {
        name: 'a0',
        streamIndex: 1,
        copied: true,
        language: 'en',
        title: 'English',
        isDefault: false,
        codec: 'mp4a.40.2',
      },
      {
        name: 'a1',
        streamIndex: 2,
        copied: true,
        language: 'pt',
        title: 'Português',
        isDefault: true,
        codec: 'mp4a.40.2',
      },
    ]);
    expect(planLadder(probe(h264(), 'ac3')).audio.map((a) => a.copied)).toEqual([false, false]);
    expect(aacCodec('HE-AAC')).toBe('mp4a.40.5');
  });
});
