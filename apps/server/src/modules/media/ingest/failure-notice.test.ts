import { describe, expect, it } from 'vitest';
import { failureReason } from './failure-notice.js';

describe('failureReason', () => {
  it('says each refusal in a sentence of its own, with a key a client translates', () => {
    expect(failureReason('no_audio')).toEqual({
      code: 'no_audio',
      message: 'This file has a picture but no sound.',
      notice: { key: 'ingestNoAudio' },
    });
    expect(failureReason('unrecognised_name').message).toBe(
      'Its name is neither a film\'s "Title (Year)" nor an episode\'s "Show - S01E02".',
    );
  });

  it("carries ffmpeg's own words where there is no sentence for what went wrong", () => {
    expect(failureReason('ffmpeg_failed', 'Invalid data found when processing input')).toEqual({
      code: 'ffmpeg_failed',
      message: 'ffmpeg could not package this file: Invalid data found when processing input',
      notice: {
        key: 'ingestFfmpegFailed',
        params: { detail: 'Invalid data found when processing input' },
      },
    });
    expect(failureReason('internal', 'boom').message).toBe('Packaging failed: boom');
  });
});
