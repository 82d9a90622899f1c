import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TitleMarkers } from '@marquee/contract';
import type { FfmpegTools } from './ffmpeg-tools.js';
import { ffmpegJobs, jobFolders, type FfmpegJob } from './ffmpeg-jobs.js';
import {
  avcCodec,
  masterPlaylist,
  playlistSegments,
  segmentRates,
  subtitlePlaylist,
} from './hls-playlists.js';
import { IngestError } from './ingest-error.js';
import { THUMBNAIL_GRID, planLadder, type LadderPlan } from './ladder.js';
import { probeMedia, type MediaProbe } from './probe.js';
import type { IngestProgress } from './progress.js';
import { runFfmpeg } from './run-ffmpeg.js';
import type { Sidecar } from './sidecars.js';
import { planSubtitles, type SubtitleRendition } from './subtitles.js';
import { thumbnailCues } from './thumbnails.js';

export interface PackageOptions {
  tools: FfmpegTools;
  source: string;
  sidecars: Sidecar[];
  /** An empty folder the package is written into; on failure it is left for the caller. */
  staging: string;
  signal?: AbortSignal;
  onProgress?: (progress: IngestProgress) => void;
  /** x264's preset (`veryfast`); tests pass `ultrafast`. */
  preset?: string;
  /** Encode every rendition even when the source could be copied (the benchmark's full ladder). */
  forceEncode?: boolean;
  /** Seconds between trick-play frames (10). */
  thumbnailSeconds?: number;
}

export interface PackagedMedia {
  durationSeconds: number;
  /** The intro, recap and credits the source's chapters name. */
  markers: TitleMarkers;
  /** The picture upright, as viewers see it. */
  width: number;
  height: number;
  renditions: { height: number; width: number; bandwidth: number; copied: boolean }[];
  audio: { language: string; name: string }[];
  subtitles: { language: string; name: string; forced: boolean }[];
  thumbnails: 'thumbnails/thumbnails.vtt' | null;
  poster: 'poster.jpg';
  backdrop: 'backdrop.jpg';
  master: 'master.m3u8';
}

/** What packaging a source will do: the probe, the plan and the ffmpeg runs, none run yet. */
export interface PackagingPlan {
  probe: MediaProbe;
  plan: LadderPlan;
  subtitles: SubtitleRendition[];
  jobs: FfmpegJob[];
}

// The poster frame comes from about 10 % in, past opening logos and black.
const STILL_SHARE = 0.1;

/** Probes the source and plans its packaging, without running ffmpeg on it. */
export async function planPackaging(options: PackageOptions): Promise<PackagingPlan> {
  const probe = await probeMedia(options.tools, options.source);
  const plan = planLadder(probe, { allowCopy: !options.forceEncode });
  const subtitles = planSubtitles(probe, options.sidecars);
  const jobs = ffmpegJobs(plan, subtitles, {
    source: options.source,
    staging: options.staging,
    preset: options.preset,
    thumbnailSeconds: options.thumbnailSeconds,
    stillAt: probe.durationSeconds * STILL_SHARE,
  });
  return { probe, plan, subtitles, jobs };
}

/** Peak and mean bit rate of a rendition folder, from its playlist and segment sizes. */
async function measure(folder: string): Promise<{ peak: number; average: number }> {
  const segments = playlistSegments(await readFile(join(folder, 'index.m3u8'), 'utf8'));
  const sized = await Promise.all(
    segments.map(async (segment) => ({
      seconds: segment.seconds,
      bytes: (await stat(join(folder, segment.uri))).size,
    })),
  );
  return segmentRates(sized);
}

/** Writes what ffmpeg does not: subtitle playlists, the trick-play cues and, last, the master. */
async function writePlaylists(
  staging: string,
  packaging: PackagingPlan,
  thumbnailSeconds: number,
): Promise<PackagedMedia['renditions']> {
  const { probe, plan, subtitles } = packaging;
  const duration = probe.durationSeconds;
  for (const track of subtitles) {
    await writeFile(join(staging, track.name, 'index.m3u8'), subtitlePlaylist(duration));
  }
  await writeFile(
    join(staging, 'thumbnails', 'thumbnails.vtt'),
    thumbnailCues(duration, plan.thumbnail, THUMBNAIL_GRID, thumbnailSeconds),
  );
  const audioRates = await Promise.all(
    plan.audio.map((track) => measure(join(staging, track.name))),
  );
  const audioPeak = Math.max(0, ...audioRates.map((rate) => rate.peak));
  const audioAverage = Math.max(0, ...audioRates.map((rate) => rate.average));
  const audioCodecs = [...new Set(plan.audio.map((track) => track.codec))];
  const variants = await Promise.all(
    plan.video.map(async (rendition) => {
      const folder = join(staging, rendition.name);
      const rates = await measure(folder);
      const codec = avcCodec(await readFile(join(folder, 'init.mp4')));
      if (!codec)
        throw new IngestError('ffmpeg_failed', `ffmpeg wrote no H.264 in ${rendition.name}.`);
      return {
        uri: `${rendition.name}/index.m3u8`,
        // A variant carries the heaviest audio track beside its video (RFC 8216, 4.3.4.2).
        bandwidth: rates.peak + audioPeak,
        averageBandwidth: rates.average + audioAverage,
        width: rendition.width,
        height: rendition.height,
        frameRate: plan.frameRate,
        codecs: [codec, ...audioCodecs],
      };
    }),
  );
  const master = masterPlaylist(
    variants,
    plan.audio.map((track) => ({
      uri: `${track.name}/index.m3u8`,
      language: track.language,
      name: track.title,
      isDefault: track.isDefault,
    })),
    subtitles.map((track) => ({
      uri: `${track.name}/index.m3u8`,
      language: track.language,
      name: track.title,
      isDefault: track.isDefault,
      forced: track.forced,
    })),
  );
  // Last: a master on disk means the package is whole.
  await writeFile(join(staging, 'master.m3u8'), master);
  return variants.map((variant, i) => ({
    width: variant.width,
    height: variant.height,
    bandwidth: variant.bandwidth,
    copied: plan.video[i]?.copied ?? false,
  }));
}

/**
 * Packages a video as CMAF HLS (a ladder of video renditions, an audio rendition per track,
 * WebVTT subtitles), trick-play sheets, a poster and a backdrop, into the empty `staging`.
 */
export async function packageMedia(options: PackageOptions): Promise<PackagedMedia> {
  if ((await readdir(options.staging)).length > 0) {
    throw new Error(`The staging folder ${options.staging} is not empty.`);
  }
  const packaging = await planPackaging(options);
  const { probe, plan, subtitles, jobs } = packaging;
  for (const folder of jobFolders(plan, subtitles)) {
    await mkdir(join(options.staging, folder), { recursive: true });
  }
  for (const job of jobs) {
    await runFfmpeg(options.tools.ffmpeg, job.args, {
      signal: options.signal,
      durationSeconds: probe.durationSeconds,
      onProgress: job.reportsProgress ? options.onProgress : undefined,
    });
  }
  const renditions = await writePlaylists(
    options.staging,
    packaging,
    options.thumbnailSeconds ?? 10,
  );
  return {
    durationSeconds: probe.durationSeconds,
    markers: probe.markers,
    width: plan.width,
    height: plan.height,
    renditions,
    audio: plan.audio.map((track) => ({ language: track.language, name: track.title })),
    subtitles: subtitles.map((track) => ({
      language: track.language,
      name: track.title,
      forced: track.forced,
    })),
    thumbnails: 'thumbnails/thumbnails.vtt',
    poster: 'poster.jpg',
    backdrop: 'backdrop.jpg',
    master: 'master.m3u8',
  };
}
