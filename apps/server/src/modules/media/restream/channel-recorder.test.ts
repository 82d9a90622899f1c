import { describe, expect, it } from 'vitest';
import { createRecorder, DRIFT_MS, type IncomingSegment } from './channel-recorder.js';
import type { SegmentWrite, StoredSegment } from './segment-store.js';

/** A store that keeps what is written, and a clock the test moves. */
function setUp(last?: StoredSegment) {
  const written: SegmentWrite[] = [];
  let clock = Date.parse('2026-11-29T10:00:00Z');
  const recorder = createRecorder(
    {
      write: (write) => {
        written.push(write);
        return Promise.resolve();
      },
    },
    7,
    () => new Date(clock),
    last,
  );
  const segment = (over: Partial<IncomingSegment> = {}): IncomingSegment => ({
    data: Buffer.from('media'),
    durationMs: 2000,
    container: 'ts',
    discontinuity: false,
    source: 0,
    ...over,
  });
  return {
    written,
    recorder,
    segment,
    advance: (ms: number) => (clock += ms),
    time: () => clock,
  };
}

describe('the recorder of a restreamed channel', () => {
  it('numbers segments one after another, each starting where the one before ended', async () => {
    const { recorder, segment, advance, time } = setUp();
    const first = await recorder.receive(segment());
    advance(2100);
    const second = await recorder.receive(segment());
    expect([first.sequence, second.sequence]).toEqual([0, 1]);
    expect(first.startsAt.getTime()).toBe(time() - 2100 - 2000);
    expect(second.startsAt.getTime()).toBe(first.startsAt.getTime() + 2000);
    expect([first.file, second.file]).toEqual(['0.ts', '1.ts']);
    expect(second.discontinuity).toBe(false);
  });

  it('goes on after a restart from the last recorded segment, after a discontinuity', async () => {
    const last: StoredSegment = {
      channelId: 7,
      sequence: 41,
      startsAt: new Date(Date.parse('2026-11-29T09:00:00Z')),
      durationMs: 2000,
      file: '41.ts',
      mapFile: null,
      discontinuity: false,
      discontinuitySequence: 3,
      bytes: 5,
      source: 0,
    };
    const { recorder, segment, time } = setUp(last);
    const row = await recorder.receive(segment());
    expect(row.sequence).toBe(42);
    expect(row.discontinuity).toBe(true);
    expect(row.discontinuitySequence).toBe(4);
    // An hour later: it starts when it arrived, less its length, not where the last one ended.
    expect(row.startsAt.getTime()).toBe(time() - 2000);
  });

  it('marks a change of source as a discontinuity', async () => {
    const { recorder, segment, advance } = setUp();
    await recorder.receive(segment());
    advance(2000);
    const switched = await recorder.receive(segment({ source: 1 }));
    expect(switched.discontinuity).toBe(true);
    expect(switched.discontinuitySequence).toBe(1);
    expect(switched.source).toBe(1);
  });

  it(`sets a segment's start from the clock again once the media strays more than ${DRIFT_MS / 1000} s from it`, async () => {
    const { recorder, segment, advance, time } = setUp();
    await recorder.receive(segment());
    advance(2000 + DRIFT_MS + 1000);
    const late = await recorder.receive(segment());
    expect(late.startsAt.getTime()).toBe(time() - 2000);
    expect(late.discontinuity).toBe(false);
  });

  it('writes an init segment once, and again only when it changes', async () => {
    const { recorder, segment, written, advance } = setUp();
    const map = (key: string) => ({ key, data: Buffer.from(key) });
    await recorder.receive(segment({ container: 'fmp4', map: map('a') }));
    advance(2000);
    await recorder.receive(segment({ container: 'fmp4', map: map('a') }));
    advance(2000);
    await recorder.receive(segment({ container: 'fmp4', map: map('b') }));
    expect(written.map((write) => write.row.file)).toEqual(['0.m4s', '1.m4s', '2.m4s']);
    expect(written.map((write) => write.map?.toString())).toEqual(['a', undefined, 'b']);
    expect(written[0]!.row.mapFile).toBe(written[1]!.row.mapFile);
    expect(written[2]!.row.mapFile).not.toBe(written[0]!.row.mapFile);
  });
});
