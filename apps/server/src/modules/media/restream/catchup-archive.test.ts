import { describe, expect, it } from 'vitest';
import { archiveTemplate, fillArchiveTemplate } from './catchup-archive.js';

const span = {
  startMs: Date.parse('2026-11-29T20:30:00Z'),
  endMs: Date.parse('2026-11-29T21:15:00Z'),
};
const now = Date.parse('2026-11-29T22:00:00Z');
const start = span.startMs / 1000;

const archiveOf = (streamUrl: string, catchupMode: string, catchupSource: string | null = null) => {
  const template = archiveTemplate({ streamUrl, catchupMode, catchupSource });
  return template && fillArchiveTemplate(template, span, now);
};

describe("an upstream's archive address, as Kodi's IPTV Simple client builds it", () => {
  it("fills a default catch-up source with the programme's times", () => {
    expect(
      archiveOf(
        'https://tv.example/one/index.m3u8',
        'default',
        'https://tv.example/one/archive-{utc}-{duration}.m3u8?end={utcend}&now={lutc}',
      ),
    ).toBe(
      `https://tv.example/one/archive-${start}-2700.m3u8?end=${start + 2700}&now=${now / 1000}`,
    );
  });

  it('appends the source to the stream address in append mode', () => {
    expect(archiveOf('https://tv.example/one.m3u8', 'append', '?start=${start}&end=${end}')).toBe(
      `https://tv.example/one.m3u8?start=${start}&end=${start + 2700}`,
    );
  });

  it('adds utc and lutc in shift mode, after a query the address already has', () => {
    expect(archiveOf('https://tv.example/one.m3u8?token=a', 'shift')).toBe(
      `https://tv.example/one.m3u8?token=a&utc=${start}&lutc=${now / 1000}`,
    );
  });

  it("plays Flussonic's relative timeshift for HLS and its absolute one for MPEG-TS", () => {
    expect(archiveOf('http://list.tv:8888/325/index.m3u8?token=secret', 'flussonic')).toBe(
      `http://list.tv:8888/325/timeshift_rel-${(now - span.startMs) / 1000}.m3u8?token=secret`,
    );
    expect(archiveOf('http://ch01.tv/151/mpegts?token=t', 'flussonic')).toBe(
      `http://ch01.tv/151/timeshift_abs-${start}.ts?token=t`,
    );
  });

  it("gives Xtream Codes' timeshift path with the duration in minutes and the start's date", () => {
    expect(archiveOf('http://list.tv:8080/live/me/pass/1477.m3u8', 'xc')).toBe(
      'http://list.tv:8080/timeshift/me/pass/45/2026-11-29:20-30/1477.m3u8',
    );
  });

  it('gives no archive for a mode without what it needs', () => {
    expect(archiveOf('https://tv.example/one.m3u8', 'default')).toBeUndefined();
    expect(archiveOf('https://tv.example/one.m3u8', 'append')).toBeUndefined();
    expect(archiveOf('https://tv.example/one.m3u8', 'vod')).toBeUndefined();
    expect(archiveOf('https://tv.example/one.m3u8', 'xc')).toBeUndefined();
  });
});
