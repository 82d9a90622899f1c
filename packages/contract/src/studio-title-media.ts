import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema } from './common.js';
import { noticeSchema } from './notices.js';
import { isHttpsUrl } from './studio-ads.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The studio's media calls of one movie or episode (/api/studio/title-media/:id and beside it): what it
 * plays now, its packaging jobs, and the three ways to give it media: a video file uploaded
 * (its bytes the body of the call, streamed to disk), a file in the server's import folder, or
 * an HLS playlist its profiles play as it is. Owners and editors.
 */

const M = ValidationKey;

/** The title a studio page is about: a film, or an episode with its show. */
export const studioTitleSchema = z.object({
  id: z.int(),
  kind: z.enum(['film', 'episode']),
  title: z.string(),
  /** An episode's show, season and number; null for a film. */
  show_title: z.nullable(z.string()),
  season: z.nullable(z.int()),
  episode: z.nullable(z.int()),
});
export type StudioTitle = z.infer<typeof studioTitleSchema>;

/** A packaging job of a title, and how far it got. */
export const studioMediaJobSchema = z.object({
  id: z.int(),
  /** The file's name (not its path on the server). */
  file: z.string(),
  state: z.enum(['queued', 'running', 'published', 'failed']),
  /** Share done, 0 to 1. */
  progress: z.number(),
  /** A multiple of real time; null until ffmpeg reports one. */
  speed: z.nullable(z.number()),
  seconds_left: z.nullable(z.number()),
  /** Why it failed, as a notice the console says in its language; null unless failed. */
  error: z.nullable(z.object({ code: z.string(), message: z.string(), notice: noticeSchema })),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type StudioMediaJob = z.infer<typeof studioMediaJobSchema>;

/** A rendition of the master playlist: its picture size and bit rate. */
export const renditionSchema = z.object({
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  bandwidth: z.nullable(z.int()),
});

/** A title's media: what it plays now, its latest jobs, and what the server takes. */
export const titleMediaSchema = z.object({
  title: studioTitleSchema,
  /** The master playlist its profiles play; null: it has none. */
  master_url: z.nullable(z.string()),
  /** The renditions of a playlist this server packaged; empty when unknown. */
  renditions: z.array(renditionSchema),
  /** The media's length in seconds, when this server packaged it; else null. */
  duration_seconds: z.nullable(z.number()),
  /** Its runtime in minutes, as the catalogue shows it. */
  runtime_minutes: z.nullable(z.int()),
  /** Newest first: the queued and running ones, then the latest finished. */
  jobs: z.array(studioMediaJobSchema),
  /** The largest file an upload takes, in bytes. */
  upload_max_bytes: z.number(),
  /** Whether this server packages media (ffmpeg found and a worker running). */
  packaging: z.boolean(),
});
export type TitleMedia = z.infer<typeof titleMediaSchema>;

const titleParamsSchema = z.strictObject({ id: idSchema });

/** A file's name as uploaded: a name, not a path. */
export const uploadNameSchema = z.string({ error: M.fileNameInvalid }).check(
  z.trim(),
  z.minLength(1, { error: M.fileNameInvalid }),
  z.maxLength(200, { error: M.fileNameInvalid }),
  z.refine((value) => !/[/\\\0]/.test(value) && value !== '.' && value !== '..', {
    error: M.fileNameInvalid,
  }),
);

/** A path inside the import folder, with `/` between its parts; empty: the folder itself. */
export const importPathSchema = z
  .string({ error: M.importPathInvalid })
  .check(z.maxLength(1000, { error: M.importPathInvalid }));

/** A file or folder of the import folder. */
export const importEntrySchema = z.object({
  name: z.string(),
  /** Its path inside the import folder, as `importTitleMedia` takes it. */
  path: z.string(),
  kind: z.enum(['folder', 'video']),
  /** Bytes; null for a folder. */
  size: z.nullable(z.number()),
});
export type ImportEntry = z.infer<typeof importEntrySchema>;

/** Whether `value` is an HLS playlist this server serves (`/media/...`) or an https:// one. */
export const isStreamUrl = (value: string): boolean =>
  (/^\/media\/[^\s\\?#]+$/.test(value) && !value.split('/').includes('..')) || isHttpsUrl(value);

export const studioTitleMediaCalls = {
  /** A title's media and jobs; asked again every second while a job is queued or running. */
  titleMedia: endpoint({
    method: 'GET',
    path: '/studio/title-media/:id',
    auth: 'operator',
    chosenByContract: true,
    params: titleParamsSchema,
    response: titleMediaSchema,
  }),
  /**
   * Uploads a video file for the title and queues its packaging: the body is the file's bytes
   * (`Content-Type: application/octet-stream`), `name` its name. 413 when it is larger than the
   * server takes.
   */
  uploadTitleMedia: endpoint({
    method: 'POST',
    path: '/studio/title-media-uploads/:id',
    auth: 'operator',
    chosenByContract: true,
    bodyEncoding: 'binary',
    params: titleParamsSchema,
    query: z.strictObject({ name: uploadNameSchema }),
    response: studioMediaJobSchema,
  }),
  /** Queues the packaging of a video file in the server's import folder for the title. */
  importTitleMedia: endpoint({
    method: 'POST',
    path: '/studio/title-media-imports/:id',
    auth: 'operator',
    chosenByContract: true,
    params: titleParamsSchema,
    body: z.strictObject({
      path: importPathSchema.check(z.minLength(1, { error: M.importPathInvalid })),
    }),
    response: studioMediaJobSchema,
  }),
  /** Every profile of the title plays this HLS playlist, as it is: nothing is packaged. */
  setTitleStream: endpoint({
    method: 'PUT',
    path: '/studio/title-streams/:id',
    auth: 'operator',
    chosenByContract: true,
    params: titleParamsSchema,
    body: z.strictObject({
      url: z
        .string({ error: M.streamUrlInvalid })
        .check(
          z.trim(),
          z.maxLength(2000, { error: M.streamUrlInvalid }),
          z.refine(isStreamUrl, { error: M.streamUrlInvalid }),
        ),
    }),
    response: titleMediaSchema,
  }),
  /** Queues a failed job's file again for its title. */
  retryMediaJob: endpoint({
    method: 'POST',
    path: '/studio/media-job-retries/:id',
    auth: 'operator',
    chosenByContract: true,
    params: z.strictObject({ id: idSchema }),
    response: studioMediaJobSchema,
  }),
  /** The video files and folders in a folder of the import folder (its top when `path` is empty). */
  importFolder: endpoint({
    method: 'GET',
    path: '/studio/media-import-folder',
    auth: 'operator',
    chosenByContract: true,
    query: z.strictObject({ path: z.optional(importPathSchema) }),
    response: z.object({ path: z.string(), entries: z.array(importEntrySchema) }),
  }),
};
