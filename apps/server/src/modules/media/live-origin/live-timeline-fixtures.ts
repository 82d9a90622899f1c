// What the live timeline's tests share (live-timeline.test.ts, timeline-playlists*.test.ts):
// a small channel, random channels and instants, a media playlist parser, and the slow walk
// from the epoch that the arithmetic must agree with.
import fc from 'fast-check';
import type { LiveChannel } from './live-timeline.js';

// FC_RUNS (say 2000) searches deeper; the default keeps the file to about a second.
export const RUNS = Number(process.env.FC_RUNS ?? 200);

export const EPOCH = new Date('2026-01-01T00:00:00.000Z');
export const at = (seconds: number) => new Date(EPOCH.getTime() + seconds * 1000);

// Two assets: three segments of 2 s, then three of 4 s; one loop is 18 s.
export const small: LiveChannel = {
  epoch: EPOCH,
  assets: [
    { id: 'a', segments: [0, 1, 2].map((n) => ({ uri: `a/${n}.ts`, duration: 2 })) },
    { id: 'b', segments: [0, 1, 2].map((n) => ({ uri: `b/${n}.ts`, duration: 4 })) },
  ],
};

export interface ParsedSegment {
  uri: string;
  duration: number;
  programDateTime: string;
  discontinuity: boolean;
  map: string | undefined;
}

export interface ParsedPlaylist {
  tags: Map<string, string>;
  segments: ParsedSegment[];
  endList: boolean;
}

/** Just enough of an RFC 8216 media playlist parser to check what the timeline writes. */
export function parsePlaylist(text: string): ParsedPlaylist {
  const lines = text.split('\n');
  if (lines[0] !== '#EXTM3U') throw new Error('No #EXTM3U on the first line');
  if (lines.at(-1) !== '') throw new Error('The playlist does not end with a newline');
  const parsed: ParsedPlaylist = { tags: new Map(), segments: [], endList: false };
  let pending: Partial<ParsedSegment> = {};
  for (const line of lines.slice(1, -1)) {
    if (line === '#EXT-X-ENDLIST') parsed.endList = true;
    else if (line === '#EXT-X-DISCONTINUITY') pending.discontinuity = true;
    else if (line.startsWith('#EXT-X-MAP:URI="')) pending.map = line.slice(16, -1);
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      pending.programDateTime = line.slice(25);
    } else if (line.startsWith('#EXTINF:')) pending.duration = Number(line.slice(8, -1));
    else if (line.startsWith('#')) {
      const colon = line.indexOf(':');
      if (colon < 0 || parsed.segments.length > 0 || Object.keys(pending).length > 0) {
        throw new Error(`Unexpected line ${line}`);
      }
      parsed.tags.set(line.slice(1, colon), line.slice(colon + 1));
    } else {
      if (pending.duration === undefined || pending.programDateTime === undefined) {
        throw new Error(`Segment ${line} has no EXTINF or PROGRAM-DATE-TIME`);
      }
      parsed.segments.push({
        uri: line,
        duration: pending.duration,
        programDateTime: pending.programDateTime,
        discontinuity: pending.discontinuity ?? false,
        map: pending.map,
      });
      pending = {};
    }
  }
  return parsed;
}

export const tag = (playlist: ParsedPlaylist, name: string) => Number(playlist.tags.get(name));

/** Each listed segment with its media and Discontinuity Sequence Numbers (RFC 8216 §6.2.2). */
export function numbered(playlist: ParsedPlaylist) {
  let discontinuitySequence = tag(playlist, 'EXT-X-DISCONTINUITY-SEQUENCE');
  return playlist.segments.map((segment, position) => {
    if (segment.discontinuity) discontinuitySequence += 1;
    const index = tag(playlist, 'EXT-X-MEDIA-SEQUENCE') + position;
    return { ...segment, index, discontinuitySequence };
  });
}

// Channels of 1 to 3 assets of 1 to 4 segments, durations 0.5 s to 6 s in milliseconds.
export const channels = fc
  .record({
    epochMs: fc.integer({ min: 0, max: 4_000_000_000_000 }),
    assets: fc.array(
      fc.array(fc.integer({ min: 500, max: 6000 }), { minLength: 1, maxLength: 4 }),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  })
  .map(({ epochMs, assets }): LiveChannel => ({
    epoch: new Date(epochMs),
    assets: assets.map((durations, a) => ({
      id: `asset-${a}`,
      segments: durations.map((ms, s) => ({ uri: `${a}/${s}.ts`, duration: ms / 1000 })),
    })),
  }));
// Offsets from the epoch: early on (a short history) and far on (many loops).
export const offsets = fc.oneof(
  fc.integer({ min: 0, max: 120_000 }),
  fc.integer({ min: 0, max: 20 * 365 * 86_400_000 }),
);
export const windows = fc.integer({ min: 1, max: 300 });
export const after = (channel: LiveChannel, ms: number) => new Date(channel.epoch.getTime() + ms);

/** The segment at `index` found the slow way, walking from the epoch. */
export function scanTo(channel: LiveChannel, index: number) {
  let startMs = channel.epoch.getTime();
  let boundaries = 0;
  let position = 0;
  for (let n = 0; ; n += 1) {
    for (const asset of channel.assets) {
      if (n > 0 || asset !== channel.assets[0]) boundaries += 1;
      for (const segment of asset.segments) {
        if (position === index) return { asset, segment, startMs, boundaries };
        startMs += Math.round(segment.duration * 1000);
        position += 1;
      }
    }
  }
}
