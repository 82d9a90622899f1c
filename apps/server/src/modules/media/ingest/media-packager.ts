import type { FfmpegTools } from './ffmpeg-tools.js';
import type { Packager } from './ingest-worker.js';
import { packageMedia } from './package-media.js';

/** The worker's packager: a job's source and sidecars packaged by ffmpeg (package-media.ts). */
export function packagerWith(tools: FfmpegTools): Packager {
  return (job, staging, onProgress, signal) =>
    packageMedia({
      tools,
      source: job.source,
      sidecars: job.sidecars,
      staging,
      signal,
      onProgress,
    });
}
