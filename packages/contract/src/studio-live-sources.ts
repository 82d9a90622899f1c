import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema, pageSchema } from './common.js';
import { listOf } from './envelope.js';
import { titleText } from './studio-ads.js';
import { streamUrlSchema } from './studio-live.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The studio's Live calls for sources (/api/studio/live/sources, guide-channels): M3U lists
 * and XMLTV guides by upload or by address with their refresh schedule and import history,
 * and the mapping of guide channels to channels.
 */

const M = ValidationKey;

export const liveSourceKinds = ['m3u', 'xmltv'] as const;
export type LiveSourceKind = (typeof liveSourceKinds)[number];

/** The largest list or guide a source takes, uploaded or fetched, in bytes. */
export const LIVE_SOURCE_MAX_BYTES = 32 * 1024 * 1024;
/** The longest a scheduled refresh waits, in hours (a week). */
export const MAX_REFRESH_HOURS = 168;

const refreshHoursSchema = z.nullable(
  z
    .number({ error: M.refreshHoursInvalid })
    .check(
      z.int({ error: M.refreshHoursInvalid }),
      z.gte(1, { error: M.refreshHoursInvalid }),
      z.lte(MAX_REFRESH_HOURS, { error: M.refreshHoursInvalid }),
    ),
);

/** An uploaded file's bytes in base64. */
const fileSchema = z.nullable(
  z
    .string({ error: 'must be the file in base64' })
    .check(
      z.maxLength(Math.ceil(LIVE_SOURCE_MAX_BYTES / 3) * 4 + 1024, { error: 'is too large' }),
      z.regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'must be the file in base64' }),
    ),
);

const sourceFields = {
  name: titleText,
  /** Where it is fetched from; null for an uploaded file. */
  url: z.nullable(streamUrlSchema),
  /** An uploaded file (base64), replacing the one kept; null keeps it. */
  file: fileSchema,
  /** Hours between scheduled refreshes of an address; null: imported only when asked. */
  refresh_hours: refreshHoursSchema,
};

/** A new source: an address or a file. */
export const liveSourceBodySchema = z
  .strictObject({
    kind: z.enum(liveSourceKinds, { error: 'must be m3u or xmltv' }),
    ...sourceFields,
  })
  .check(
    z.refine((value) => value.url !== null || (value.file !== null && value.file !== ''), {
      error: M.sourceFileRequired,
      path: ['url'],
    }),
  );
export type LiveSourceBody = z.input<typeof liveSourceBodySchema>;

/** A source's changes: its kind stays. */
export const liveSourceChangeSchema = z.strictObject(sourceFields);
export type LiveSourceChange = z.input<typeof liveSourceChangeSchema>;

/**
 * A problem an import met, as a code the console words in the operator's language, with the
 * importer's own detail (a line number, an address) and how many times it came up.
 */
export const importProblemSchema = z.object({
  code: z.enum([
    'fetch_failed',
    'too_large',
    'not_m3u',
    'not_xmltv',
    'no_file',
    'rejected',
    'unmatched',
    'not_listed',
  ]),
  detail: z.string(),
  count: z.int(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** One import of a source and what it did. */
export const liveSourceImportSchema = z.object({
  id: z.int(),
  source_id: z.int(),
  started_at: z.string(),
  finished_at: z.string(),
  /** `manual` (Import now, a new source) or `schedule`. */
  trigger: z.enum(['manual', 'schedule']),
  ok: z.boolean(),
  /** Channels (M3U) or programmes (XMLTV) added, updated, unchanged and removed. */
  added: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  removed: z.int(),
  problems: z.array(importProblemSchema),
});
export type LiveSourceImport = z.infer<typeof liveSourceImportSchema>;

export const studioLiveSourceSchema = z.object({
  id: z.int(),
  kind: z.enum(liveSourceKinds),
  name: z.string(),
  url: z.nullable(z.string()),
  /** Bytes of the file kept (the upload, or the last fetch); 0 for none. */
  file_bytes: z.int(),
  refresh_hours: z.nullable(z.int()),
  next_refresh_at: z.nullable(z.string()),
  last_import: z.nullable(liveSourceImportSchema),
  created_at: z.string(),
});
export type StudioLiveSource = z.infer<typeof studioLiveSourceSchema>;

const sourceParamsSchema = z.strictObject({ id: idSchema });

/** A channel of the guides and the channel it feeds, or the one it most looks like. */
export const guideChannelSchema = z.object({
  guide_id: z.string(),
  names: z.array(z.string()),
  programmes: z.int(),
  /** The channel it feeds: mapped by an operator, or matched by tvg-id or name. */
  channel_id: z.nullable(z.int()),
  channel_title: z.nullable(z.string()),
  /** An operator mapped it (rather than the importer matching it). */
  mapped: z.boolean(),
  /** The channel whose name is nearest its names, for one not feeding any. */
  suggestion: z.nullable(z.object({ id: z.int(), title: z.string(), number: z.int() })),
});
export type GuideChannel = z.infer<typeof guideChannelSchema>;

export const guideChannelListQuerySchema = z.strictObject({
  /** `unmatched` (the default): those feeding no channel. */
  show: z.optional(z.enum(['unmatched', 'all'], { error: 'must be unmatched or all' })),
  page: z.optional(pageSchema),
});

/** Maps a guide channel to a channel, or unmaps it (null). */
export const guideMappingBodySchema = z.strictObject({
  guide_id: z
    .string({ error: 'must be a guide channel id' })
    .check(
      z.minLength(1, { error: 'must be a guide channel id' }),
      z.maxLength(500, { error: 'must be a guide channel id' }),
    ),
  channel_id: z.nullable(
    z.int({ error: 'must be an id' }).check(z.positive({ error: 'must be an id' })),
  ),
});
export type GuideMappingBody = z.input<typeof guideMappingBodySchema>;

export const studioLiveSourceCalls = {
  /** The lists and guides with their last import. Owner, editor and support. */
  liveSources: endpoint({
    method: 'GET',
    path: '/studio/live/sources',
    auth: 'operator',
    chosenByContract: true,
    response: z.array(studioLiveSourceSchema),
  }),
  /** A new list or guide, imported at once (owners and editors). */
  createLiveSource: endpoint({
    method: 'POST',
    path: '/studio/live/sources',
    auth: 'operator',
    chosenByContract: true,
    body: liveSourceBodySchema,
    response: studioLiveSourceSchema,
  }),
  /** Changes a source's name, address, file or schedule (owners and editors). */
  changeLiveSource: endpoint({
    method: 'PUT',
    path: '/studio/live/sources/:id',
    auth: 'operator',
    chosenByContract: true,
    params: sourceParamsSchema,
    body: liveSourceChangeSchema,
    response: studioLiveSourceSchema,
  }),
  /** Removes a source and its history; what it imported stays (owners and editors). */
  deleteLiveSource: endpoint({
    method: 'DELETE',
    path: '/studio/live/sources/:id',
    auth: 'operator',
    chosenByContract: true,
    params: sourceParamsSchema.clone(),
    response: z.null(),
  }),
  /** Imports a source now: its result, failed or not, is kept on the source (owners and editors). */
  importLiveSource: endpoint({
    method: 'POST',
    path: '/studio/live/source-imports/:id',
    auth: 'operator',
    chosenByContract: true,
    params: sourceParamsSchema.clone(),
    response: liveSourceImportSchema,
  }),
  /** A source's imports, newest first. Owner, editor and support. */
  liveSourceImports: endpoint({
    method: 'GET',
    path: '/studio/live/source-imports/:id',
    auth: 'operator',
    chosenByContract: true,
    params: sourceParamsSchema.clone(),
    query: z.strictObject({ page: z.optional(pageSchema) }),
    response: listOf(liveSourceImportSchema),
  }),
  /** The guides' channels, by default those feeding no channel, with a suggested match. */
  guideChannels: endpoint({
    method: 'GET',
    path: '/studio/live/guide-channels',
    auth: 'operator',
    chosenByContract: true,
    query: guideChannelListQuerySchema,
    response: listOf(guideChannelSchema),
  }),
  /** Maps a guide channel to a channel (its programmes show at once) or unmaps it. */
  mapGuideChannel: endpoint({
    method: 'PUT',
    path: '/studio/live/guide-mappings',
    auth: 'operator',
    chosenByContract: true,
    body: guideMappingBodySchema,
    response: guideChannelSchema,
  }),
};
