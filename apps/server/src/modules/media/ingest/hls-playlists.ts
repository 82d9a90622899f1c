// The playlists Marquee writes itself: the master (last, once every rendition is measured) and
// the one-segment subtitle playlists. ffmpeg writes the media playlists of video and audio.

/** A rendition's segments from its media playlist: URI and duration, in order. */
export function playlistSegments(playlist: string): { uri: string; seconds: number }[] {
  const segments: { uri: string; seconds: number }[] = [];
  let seconds: number | null = null;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line !== '' && !line.startsWith('#') && seconds !== null) {
      segments.push({ uri: line, seconds });
      seconds = null;
    }
  }
  return segments;
}

/** Peak and mean bit rate (bits/s) of segments of the given sizes, as RFC 8216 defines them. */
export function segmentRates(segments: { seconds: number; bytes: number }[]): {
  peak: number;
  average: number;
} {
  const timed = segments.filter((segment) => segment.seconds > 0);
  const seconds = timed.reduce((sum, segment) => sum + segment.seconds, 0);
  const bytes = timed.reduce((sum, segment) => sum + segment.bytes, 0);
  return {
    peak: Math.ceil(Math.max(0, ...timed.map((s) => (s.bytes * 8) / s.seconds))),
    average: seconds > 0 ? Math.ceil((bytes * 8) / seconds) : 0,
  };
}

/** The RFC 6381 codec (`avc1.64001f`) in an init segment's avcC box, or null without one. */
export function avcCodec(init: Uint8Array): string | null {
  const box = Buffer.from(init).indexOf('avcC', 0, 'latin1');
  // avcC: version, then profile_idc, constraint flags and level_idc, the three bytes CODECS names.
  if (box < 0 || box + 8 > init.length) return null;
  const hex = Buffer.from(init.subarray(box + 5, box + 8)).toString('hex');
  return `avc1.${hex}`;
}

export interface MasterVariant {
  uri: string;
  bandwidth: number;
  averageBandwidth: number;
  width: number;
  height: number;
  frameRate: number;
  codecs: string[];
}

export interface MasterMedia {
  uri: string;
  language: string;
  name: string;
  isDefault: boolean;
  forced?: boolean;
}

const quoted = (value: string) => `"${value.replace(/"/g, "'")}"`;
const yesNo = (value: boolean) => (value ? 'YES' : 'NO');

/** The master playlist: audio and subtitle groups, then one variant per video rendition. */
export function masterPlaylist(
  variants: MasterVariant[],
  audio: MasterMedia[],
  subtitles: MasterMedia[],
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const track of audio) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE=${quoted(track.language)},NAME=${quoted(track.name)},DEFAULT=${yesNo(track.isDefault)},AUTOSELECT=YES,URI=${quoted(track.uri)}`,
    );
  }
  for (const track of subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE=${quoted(track.language)},NAME=${quoted(track.name)},DEFAULT=${yesNo(track.isDefault)},AUTOSELECT=YES,FORCED=${yesNo(track.forced ?? false)},URI=${quoted(track.uri)}`,
    );
  }
  for (const variant of variants) {
    const groups = `${audio.length > 0 ? ',AUDIO="audio"' : ''}${subtitles.length > 0 ? ',SUBTITLES="subs"' : ''}`;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth},AVERAGE-BANDWIDTH=${variant.averageBandwidth},RESOLUTION=${variant.width}x${variant.height},FRAME-RATE=${variant.frameRate.toFixed(3)},CODECS=${quoted(variant.codecs.join(','))}${groups}`,
      variant.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A subtitle rendition's playlist: one WebVTT file covering the whole duration. */
export function subtitlePlaylist(durationSeconds: number, uri = 'subtitles.vtt'): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(durationSeconds))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${durationSeconds.toFixed(3)},`,
    uri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
