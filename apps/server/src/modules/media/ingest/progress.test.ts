import { describe, expect, it } from 'vitest';
import { progressBlocks, readProgress } from './progress.js';

const block = (outTime: string, speed: string, progress = 'continue') =>
  `frame=250\nfps=50.0\nout_time_us=${outTime}\nout_time_ms=${outTime}\nout_time=00:00:10.000000\nspeed=${speed}\nprogress=${progress}\n`;

describe('readProgress', () => {
  it('gives the share done, the speed and the seconds left', () => {
    expect(readProgress(block('15000000', '2.5x'), 60)).toEqual({
      fraction: 0.25,
      speed: 2.5,
      secondsLeft: 18,
    });
  });

  it('knows no time left while the speed is unknown', () => {
    expect(readProgress(block('0', 'N/A'), 60)).toEqual({
      fraction: 0,
      speed: 0,
      secondsLeft: null,
    });
  });

  it('gives nothing before ffmpeg has a time', () => {
    expect(readProgress('out_time_us=N/A\nspeed=N/A\nprogress=continue\n', 60)).toBeUndefined();
  });

  it('ends at one, and never passes it', () => {
    expect(readProgress(block('59900000', '3x', 'end'), 60)).toEqual({
      fraction: 1,
      speed: 3,
      secondsLeft: 0,
    });
    expect(readProgress(block('61000000', '3x'), 60)?.fraction).toBe(1);
  });
});

describe('progressBlocks', () => {
  it('cuts whole blocks and keeps the unfinished one', () => {
    const text = block('1000000', '1x') + block('2000000', '1x') + 'frame=3\nout_t';
    const { blocks, rest } = progressBlocks(text);
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toContain('out_time_us=2000000');
    expect(rest).toBe('frame=3\nout_t');
  });
});
