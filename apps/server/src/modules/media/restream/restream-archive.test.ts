// Catch-up from an upstream's own archive (a list's catchup mode and source), through the origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { originCalls, parse, resolve } from '../live-origin/live-origin-fixtures.js';
import { insertArchiveChannel } from './archive-test-fixtures.js';
import { startScriptedUpstream } from './scripted-upstream.js';

let t: TestApp;
let token: string;
const calls = originCalls(() => ({ t, token }));

beforeAll(async () => {
  t = await createTestApp({ config: { upstreamAllowPrivate: true } });
  token = (await t.login()).token;
});
afterAll(() => t?.close());

describe('a channel with an archive of its own', () => {
  it("plays a past programme of a channel with an archive of its own from the upstream's archive", async () => {
    const archive = await startScriptedUpstream();
    try {
      const { channelId, programmeId, start } = await insertArchiveChannel(t, {
        channelNumber: 903,
        streamUrl: archive.url,
        catchupMode: 'default',
        catchupSource: archive.url.replace('live.m3u8', 'archive-{utc}.m3u8'),
      });
      archive.put(
        `/archive-${start.getTime() / 1000}.m3u8`,
        '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n#EXT-X-PLAYLIST-TYPE:VOD\n' +
          '#EXTINF:1.0,\nclip-0.ts\n#EXTINF:1.0,\nclip-1.ts\n#EXT-X-ENDLIST\n',
      );
      const stream = await calls.stream({ channel_id: channelId, epg_programme_id: programmeId });
      // The upstream's archive is played as it comes: no frames of it are made.
      expect(stream.thumbnails_url).toBeNull();
      const [media] = await calls.variantsOf(new URL(stream.url, 'http://origin').pathname);
      const text = await calls.text(media!);
      expect(text).not.toContain('127.0.0.1');
      expect(text).toContain('#EXT-X-ENDLIST');
      const playlist = parse(text);
      expect(playlist.segments.map((segment) => segment.uri)).toEqual([
        expect.stringMatching(/^archive\/shift-\d+-\d+-s0\.ts$/),
        expect.stringMatching(/^archive\/shift-\d+-\d+-s1\.ts$/),
      ]);
      const segment = await t.call({ url: resolve(playlist.segments[1]!.uri, media!) });
      expect(segment.statusCode).toBe(200);
      expect(segment.rawPayload.equals(archive.clip[1]!)).toBe(true);
      // Nothing was recorded or restreamed live for it: its archive is the upstream's.
      expect(archive.requested('/live.m3u8')).toBe(0);
      // An archive that fails is the channel unavailable, not a server error.
      const gone = await calls.stream({
        channel_id: channelId,
        from_timestamp: start.getTime() / 1000 - 60,
      });
      const [missing] = await calls.variantsOf(new URL(gone.url, 'http://origin').pathname);
      const refused = await t.call({ url: missing! });
      expect(refused.statusCode).toBe(409);
      expect(refused.headers['x-media-error']).toBe('media_channel_unavailable');
    } finally {
      await archive.close();
    }
  });
});
