import { classifyFfmpegFailure } from './ingest-error.js';
import { progressBlocks, readProgress, type IngestProgress } from './progress.js';
import { spawnTied } from '../../../tied-spawn.js';

/** How long ffmpeg gets to stop on SIGTERM after an abort before it is killed. */
export const KILL_GRACE_MS = 2000;
// Enough of stderr to hold ffmpeg's closing error lines.
const STDERR_KEPT = 64 * 1024;

export interface RunOptions {
  signal?: AbortSignal;
  durationSeconds: number;
  onProgress?: (progress: IngestProgress) => void;
}

/**
 * Runs ffmpeg with `args`, reporting its `-progress` output, until it exits. Rejects with an
 * IngestError classified from its stderr, or with the signal's reason when aborted (ffmpeg
 * then gets SIGTERM, and SIGKILL after KILL_GRACE_MS).
 */
export function runFfmpeg(ffmpeg: string, args: string[], options: RunOptions): Promise<void> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const child = spawnTied(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let buffered = '';
    let killer: NodeJS.Timeout | undefined;
    const abort = () => {
      child.kill('SIGTERM');
      killer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
    };
    signal?.addEventListener('abort', abort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const { blocks, rest } = progressBlocks(buffered + chunk);
      buffered = rest;
      for (const block of blocks) {
        const progress = readProgress(block, options.durationSeconds);
        if (progress) options.onProgress?.(progress);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.on('close', (code, exitSignal) => {
      clearTimeout(killer);
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(signal.reason as Error);
      else if (code === 0) resolve();
      else reject(classifyFfmpegFailure(stderr, exitSignal));
    });
  });
}
