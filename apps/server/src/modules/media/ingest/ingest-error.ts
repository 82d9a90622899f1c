/** Why a file could not be packaged; callers translate the code, the message is for logs. */
export type IngestFailure =
  | 'not_video'
  | 'empty_file'
  | 'truncated'
  | 'no_video'
  | 'no_audio'
  | 'unreadable'
  | 'disk_full'
  | 'ffmpeg_failed';

const MESSAGES: Record<Exclude<IngestFailure, 'ffmpeg_failed'>, string> = {
  not_video: 'The file is not a video that ffmpeg can read.',
  empty_file: 'The file is empty.',
  truncated: 'The file is cut short: its index (the MP4 moov box) is missing.',
  no_video: 'The file has no video stream.',
  no_audio: 'The file has no audio stream.',
  unreadable: 'The file cannot be read: permission denied.',
  disk_full: 'There is no room left to write the packaged media (disk full or file too large).',
};

/** A failure to probe or package a file, with a code callers can translate. */
export class IngestError extends Error {
  readonly code: IngestFailure;

  constructor(code: IngestFailure, message?: string) {
    super(message ?? (code === 'ffmpeg_failed' ? 'ffmpeg failed.' : MESSAGES[code]));
    this.name = 'IngestError';
    this.code = code;
  }
}

/** The last line ffmpeg wrote that says something (its error usually comes last). */
export function lastStderrLine(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.at(-1) ?? '';
}

/** The IngestError an ffmpeg or ffprobe failure stands for, from its stderr and exit signal. */
export function classifyFfmpegFailure(stderr: string, signal: string | null = null): IngestError {
  // ulimit -f kills the writer with SIGXFSZ before it can print "File too large".
  if (signal === 'SIGXFSZ' || /No space left on device|File too large/i.test(stderr)) {
    return new IngestError('disk_full');
  }
  if (/moov atom not found/i.test(stderr)) return new IngestError('truncated');
  if (/Permission denied/i.test(stderr)) return new IngestError('unreadable');
  if (/Invalid data found when processing input/i.test(stderr)) {
    return new IngestError('not_video');
  }
  const last = lastStderrLine(stderr) || (signal ? `killed by ${signal}` : 'no message');
  return new IngestError('ffmpeg_failed', `ffmpeg failed: ${last}`);
}
