import { describe, expect, it } from 'vitest';
import { IngestError, classifyFfmpegFailure, lastStderrLine } from './ingest-error.js';

describe('classifyFfmpegFailure', () => {
  it('calls ENOSPC, EFBIG and SIGXFSZ a full disk', () => {
    expect(
      classifyFfmpegFailure('av_interleaved_write_frame(): No space left on device').code,
    ).toBe('disk_full');
    expect(classifyFfmpegFailure('Error writing trailer: File too large').code).toBe('disk_full');
    expect(classifyFfmpegFailure('', 'SIGXFSZ').code).toBe('disk_full');
  });

  it('calls a missing moov box truncated and unknown data not a video', () => {
    expect(classifyFfmpegFailure('[mov,mp4] moov atom not found\nx.mp4: Invalid data').code).toBe(
      'truncated',
    );
    expect(classifyFfmpegFailure('x.mp4: Invalid data found when processing input').code).toBe(
      'not_video',
    );
    expect(classifyFfmpegFailure('x.mp4: Permission denied').code).toBe('unreadable');
  });

  it('keeps the last line of anything else in the message', () => {
    const error = classifyFfmpegFailure('Stream mapping:\nUnknown encoder libfoo\n\n');
    expect(error).toBeInstanceOf(IngestError);
    expect(error.code).toBe('ffmpeg_failed');
    expect(error.message).toBe('ffmpeg failed: Unknown encoder libfoo');
    expect(classifyFfmpegFailure('', 'SIGSEGV').message).toBe('ffmpeg failed: killed by SIGSEGV');
  });
});

describe('IngestError', () => {
  it('gives each code one English sentence', () => {
    const error = new IngestError('no_audio');
    expect(error.message).toBe('The file has no audio stream.');
    expect(error.name).toBe('IngestError');
  });

  it('finds the last non-empty stderr line', () => {
    expect(lastStderrLine('a\r\nb\n  \n')).toBe('b');
  });
});
