import { describe, expect, it } from 'vitest';
import { ffmpegJobs, jobFolders } from './ffmpeg-jobs.js';
import { planLadder } from './ladder.js';
import type { MediaProbe, VideoStream } from './probe.js';
import type { SubtitleRendition } from './subtitles.js';

const video: VideoStream = {
  index: 0,
  codec: 'h264',
  profile: 'High',
  level: 40,
  pixelFormat: 'yuv420p',
  bitDepth: 8,
  width: 1280,
  height: 720,
  sampleAspect: 1,
  rotation: 0,
  frameRate: 25,
  baseFrameRate: 25,
  variableFrameRate: false,
};
const probe = (extra: Partial<VideoStream> = {}): MediaProbe => ({
  markers: {},
  durationSeconds: 100,
  video: { ...video, ...extra },
  audio: [
    {
      index: 1,
      codec: 'ac3',
      profile: null,
      channels: 6,
      language: 'en',
      title: null,
      isDefault: true,
    },
  ],
  subtitles: [],
});
const sidecar: SubtitleRendition = {
  name: 's0',
  streamIndex: null,
  sidecar: '/films/a.en.srt',
  language: 'en',
  title: 'English',
  forced: false,
  isDefault: false,
};
const options = { source: '/films/a.mp4', staging: '/stage', stillAt: 10 };
const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('ffmpegJobs', () => {
  it('writes every rendition, the audio and the thumbnails from one decode', () => {
    const jobs = ffmpegJobs(planLadder(probe()), [], options);
    expect(jobs.map((job) => job.name)).toEqual(['renditions', 'stills']);
    const args = jobs[0]!.args;
    expect(args.filter((arg) => arg === '-i')).toHaveLength(1);
    expect(after(args, '-filter_complex')).toBe(
      '[0:v:0]split=4[s0][s1][s2][st];' +
        '[s0]scale=960:540:flags=bicubic,setsar=1,format=yuv420p[v0];' +
        '[s1]scale=768:432:flags=bicubic,setsar=1,format=yuv420p[v1];' +
        '[s2]scale=640:360:flags=bicubic,setsar=1,format=yuv420p[v2];' +
        '[st]fps=1/10,scale=320:180,setsar=1,tile=10x10[thumbs]',
    );
    expect(args.join(' ')).toContain('-map 0:v:0 -c:v copy -an -sn -f hls -hls_time 4');
    expect(args.join(' ')).toContain('/stage/v720/index.m3u8');
    expect(args.join(' ')).toContain('-map 0:1 -c:a aac -ac 2 -b:a 128k');
    // Beside a copied rendition the encoded ones take the source's keyframes.
    expect(after(args, '-force_key_frames')).toBe('source');
    expect(after(args, '-progress')).toBe('pipe:1');
    expect(jobs[0]!.reportsProgress).toBe(true);
  });

  it('puts a keyframe every 2 s and a constant rate into a full encode', () => {
    const plan = planLadder(probe({ variableFrameRate: true, frameRate: 21.3, baseFrameRate: 30 }));
    const args = ffmpegJobs(plan, [], { ...options, preset: 'ultrafast' })[0]!.args;
    expect(after(args, '-filter_complex')).toMatch(/^\[0:v:0\]fps=30,split=5/);
    expect(after(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    expect(after(args, '-preset')).toBe('ultrafast');
    expect(after(args, '-profile:v')).toBe('high');
    expect(args).not.toContain('copy');
  });

  it('converts sidecars in a run of their own and takes the stills 10 % in', () => {
    const plan = planLadder(probe());
    const jobs = ffmpegJobs(plan, [sidecar], options);
    expect(jobs[0]).toMatchObject({ name: 'subtitles', reportsProgress: false });
    expect(jobs[0]!.args.join(' ')).toContain(
      '-i /films/a.mp4 -i /films/a.en.srt -map 1:s:0 -c:s webvtt -f webvtt /stage/s0/subtitles.vtt',
    );
    expect(after(jobs[2]!.args, '-ss')).toBe('10.000');
    expect(jobFolders(plan, [sidecar])).toEqual([
      'v720',
      'v540',
      'v432',
      'v360',
      'a0',
      's0',
      'thumbnails',
    ]);
  });
});
