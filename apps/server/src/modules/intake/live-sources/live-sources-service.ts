import {
  notice,
  type GuideChannel,
  type GuideMappingBody,
  type List,
  type LiveSourceBody,
  type LiveSourceChange,
  type LiveSourceImport,
  type LiveSourceKind,
  type StudioLiveSource,
} from '@marquee/contract';
import { HOUR, type Clock } from '../../../clock.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import { suggestChannel } from './guide-suggestion.js';
import type { ImportRow, LiveSourcesRepository, SourceRow } from './live-sources-repository.js';
import type { SourceImports } from './source-import.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];

/** Imports and guide channels on a page. */
export const SOURCES_PAGE = 50;

export function presentImport(row: ImportRow): LiveSourceImport {
  return {
    id: row.id,
    source_id: row.sourceId,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt.toISOString(),
    trigger: row.trigger as LiveSourceImport['trigger'],
    ok: row.ok,
    added: row.added,
    updated: row.updated,
    unchanged: row.unchanged,
    removed: row.removed,
    problems: row.problems as LiveSourceImport['problems'],
  };
}

function presentSource(row: SourceRow, last: ImportRow | undefined): StudioLiveSource {
  return {
    id: row.id,
    kind: row.kind as LiveSourceKind,
    name: row.name,
    url: row.url,
    file_bytes: row.fileBytes,
    refresh_hours: row.refreshHours,
    next_refresh_at: row.nextRefreshAt?.toISOString() ?? null,
    last_import: last ? presentImport(last) : null,
    created_at: row.createdAt.toISOString(),
  };
}

const sourceNotFound = () => notFound(notice('studioLiveSourceNotFound'));
const decoded = (file: string | null) =>
  file === null || file === '' ? undefined : Buffer.from(file, 'base64');

/** The studio's sources, their imports and the guides' channels with their mappings. */
export function createLiveSourcesService(deps: {
  sources: LiveSourcesRepository;
  imports: SourceImports;
  audit: AuditRecord;
  now: Clock;
}) {
  const { sources, imports, audit, now } = deps;
  const nextRefresh = (url: string | null, hours: number | null) =>
    url !== null && hours !== null ? new Date(now().getTime() + hours * HOUR) : null;
  const row = async (id: number) => {
    const found = await sources.byId(id);
    if (!found) throw sourceNotFound();
    return found;
  };
  const load = async (id: number) =>
    presentSource(await row(id), (await sources.lastImports([id])).get(id));
  /** What an audit entry keeps of a source: not its file. */
  const audited = ({ last_import: _last, ...source }: StudioLiveSource) => source;

  return {
    async list(): Promise<StudioLiveSource[]> {
      const rows = await sources.all();
      const last = await sources.lastImports(rows.map((source) => source.id));
      return rows.map((source) => presentSource(source, last.get(source.id)));
    },

    /** Adds a source and imports it at once; a failed import is kept on it. */
    async create(caller: OperatorContext, body: LiveSourceBody): Promise<StudioLiveSource> {
      const url = body.url ?? null;
      const upload = url === null ? decoded(body.file) : undefined;
      const id = await sources.insert({
        kind: body.kind,
        name: body.name.trim(),
        url,
        file: null,
        refreshHours: url === null ? null : body.refresh_hours,
        nextRefreshAt: nextRefresh(url, body.refresh_hours),
      });
      await imports.run(await row(id), 'manual', upload);
      const after = await load(id);
      await audit(caller, {
        action: 'live_source.create',
        target: `live_source:${id}`,
        after: audited(after),
      });
      return after;
    },

    async change(
      caller: OperatorContext,
      id: number,
      body: LiveSourceChange,
    ): Promise<StudioLiveSource> {
      const before = await load(id);
      const upload = decoded(body.file);
      const url = body.url ?? null;
      if (url === null && upload === undefined && before.file_bytes === 0) {
        throw badRequest(notice('studioLiveSourceNeedsFile'));
      }
      await sources.update(id, {
        name: body.name.trim(),
        url,
        refreshHours: url === null ? null : body.refresh_hours,
        nextRefreshAt: nextRefresh(url, body.refresh_hours),
      });
      if (upload) await imports.run(await row(id), 'manual', upload);
      const after = await load(id);
      await audit(caller, {
        action: 'live_source.update',
        target: `live_source:${id}`,
        before: audited(before),
        after: audited(after),
      });
      return after;
    },

    async remove(caller: OperatorContext, id: number): Promise<void> {
      const before = await load(id);
      if (!(await sources.remove(id))) throw sourceNotFound();
      await audit(caller, {
        action: 'live_source.delete',
        target: `live_source:${id}`,
        before: audited(before),
      });
    },

    async importNow(caller: OperatorContext, id: number): Promise<LiveSourceImport> {
      const result = presentImport(await imports.run(await row(id), 'manual'));
      await audit(caller, {
        action: 'live_source.import',
        target: `live_source:${id}`,
        after: result,
      });
      return result;
    },

    async history(id: number, page = 1): Promise<List<LiveSourceImport>> {
      await row(id);
      const { rows, total } = await sources.imports(id, (page - 1) * SOURCES_PAGE, SOURCES_PAGE);
      return {
        items: rows.map(presentImport),
        pager: { page, pageCount: Math.ceil(total / SOURCES_PAGE), count: total },
      };
    },

    async guideChannels(all: boolean, page = 1): Promise<List<GuideChannel>> {
      const [{ rows, total }, mappings, channels] = await Promise.all([
        sources.guideChannels(all, (page - 1) * SOURCES_PAGE, SOURCES_PAGE),
        sources.mappings(),
        sources.channels(),
      ]);
      const byId = new Map(channels.map((channel) => [channel.id, channel]));
      return {
        items: rows.map((guide) => {
          const channelId = mappings.get(guide.guideId) ?? guide.channelId;
          const suggestion =
            channelId === null ? suggestChannel([...guide.names, guide.guideId], channels) : null;
          return {
            guide_id: guide.guideId,
            names: guide.names,
            programmes: guide.programmes,
            channel_id: channelId,
            channel_title: channelId === null ? null : (byId.get(channelId)?.title ?? null),
            mapped: mappings.has(guide.guideId),
            suggestion,
          };
        }),
        pager: { page, pageCount: Math.ceil(total / SOURCES_PAGE), count: total },
      };
    },

    /**
     * Maps (or unmaps) a guide channel and imports its guides again at once; the channel it fed
     * before loses the programmes it imported.
     */
    async map(caller: OperatorContext, body: GuideMappingBody): Promise<GuideChannel> {
      const declared = await sources.guideChannel(body.guide_id);
      if (declared.length === 0) {
        throw notFound(notice('studioGuideChannelUnknown', { id: body.guide_id }));
      }
      const channels = await sources.channels();
      const channel =
        body.channel_id === null ? null : channels.find(({ id }) => id === body.channel_id);
      if (channel === undefined) throw notFound(notice('studioLiveChannelNotFound'));
      const before = (await sources.mappings()).get(body.guide_id) ?? null;
      await sources.map(body.guide_id, channel?.id ?? null);
      await imports.reimportGuide(body.guide_id);
      // The channel it fed loses what it wrote there, unless another guide channel feeds it.
      if (before !== null && before !== channel?.id) await sources.dropUnfedProgrammes(before);
      await audit(caller, {
        action: 'guide_channel.map',
        target: `guide_channel:${body.guide_id}`,
        before: { channel_id: before },
        after: { channel_id: channel?.id ?? null },
      });
      const rows = await sources.guideChannel(body.guide_id);
      const first = rows[0]!;
      const channelId = channel?.id ?? first.channelId;
      return {
        guide_id: first.guideId,
        names: first.names,
        programmes: first.programmes,
        channel_id: channelId,
        channel_title: channels.find(({ id }) => id === channelId)?.title ?? null,
        mapped: channel !== null,
        suggestion: channelId === null ? suggestChannel(first.names, channels) : null,
      };
    },
  };
}

export type LiveSourcesService = ReturnType<typeof createLiveSourcesService>;
