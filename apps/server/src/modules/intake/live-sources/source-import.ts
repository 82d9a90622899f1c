// One import of a source: its bytes (fetched through the policy-bound fetch, or the file kept),
// the importer of its kind, and the result kept on the source whatever happened. A fetch that
// fails, a file that is not a list or a guide: each is a result with a problem, never a fault,
// and nothing already imported is lost (the importers write in one transaction or not at all).
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_SOURCE_MAX_BYTES, type ImportProblem } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import type { ChangeNotices } from '../../../cluster/index.js';
import type { Db } from '../../../db/client.js';
import { UpstreamError, type SafeFetch } from '../../../http/upstream-types.js';
import { importGuide, readXmltv, XmltvFormatError } from '../guide-import/index.js';
import { importChannels, M3uFormatError, M3uTooLargeError } from '../live-import/index.js';
import type { ImportRow, LiveSourcesRepository, SourceRow } from './live-sources-repository.js';

/** The longest a list or guide may take to arrive. */
export const SOURCE_FETCH_TIMEOUT_MS = 60_000;
/** Rejections and unmatched ids listed in a result: the rest are counted. */
const LISTED = 20;

type Counts = Pick<ImportRow, 'added' | 'updated' | 'unchanged' | 'removed'>;
type Outcome = Counts & { ok: boolean; problems: ImportProblem[] };

const failed = (problem: ImportProblem): Outcome => ({
  ok: false,
  added: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
  problems: [problem],
});

/** The file's name in the importers' messages: its address's last part, or the source's name. */
function fileName(source: SourceRow): string {
  const last = source.url ? new URL(source.url).pathname.split('/').pop() : undefined;
  return last || `${source.kind === 'm3u' ? 'list.m3u' : 'guide.xml'}`;
}

/** Imports sources and keeps their results. */
export function createSourceImports(deps: {
  db: Db;
  sources: LiveSourcesRepository;
  fetch: SafeFetch;
  now: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  notices: ChangeNotices;
}) {
  const { db, sources, fetch, now, log, notices } = deps;

  async function bytesOf(source: SourceRow): Promise<Buffer | ImportProblem> {
    if (source.url === null) {
      const kept = await sources.file(source.id);
      return kept ?? { code: 'no_file', detail: '', count: 1 };
    }
    try {
      const answer = await fetch.get(source.url, {
        timeoutMs: SOURCE_FETCH_TIMEOUT_MS,
        maxBytes: LIVE_SOURCE_MAX_BYTES,
      });
      return answer.body;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const code = error.code === 'too_large' ? 'too_large' : 'fetch_failed';
      return { code, detail: error.message, count: 1 };
    }
  }

  async function importM3u(source: SourceRow, bytes: Buffer): Promise<Outcome> {
    try {
      const report = await importChannels(db, [{ name: fileName(source), bytes }]);
      notices.publish({ kind: 'imported', what: 'channels' });
      const rejected = report.rejected.length + report.unlistedRejections;
      const problems: ImportProblem[] = [];
      if (rejected > 0) {
        problems.push({
          code: 'rejected',
          detail: report.rejected
            .slice(0, LISTED)
            .map(({ line, reason }) => `line ${line}: ${reason}`)
            .join('\n'),
          count: rejected,
        });
      }
      if (report.notListed > 0) {
        problems.push({ code: 'not_listed', detail: '', count: report.notListed });
      }
      return {
        ok: true,
        added: report.imported,
        updated: report.updated,
        unchanged: report.unchanged,
        removed: 0,
        problems,
      };
    } catch (error) {
      if (error instanceof M3uTooLargeError) {
        return failed({ code: 'too_large', detail: error.message, count: 1 });
      }
      if (error instanceof M3uFormatError) {
        return failed({ code: 'not_m3u', detail: error.message, count: 1 });
      }
      throw error;
    }
  }

  async function importXmltv(source: SourceRow, bytes: Buffer): Promise<Outcome> {
    const name = fileName(source);
    const mapped = await sources.mappings();
    try {
      const report = await importGuide(db, [name], () => readXmltv(name, Readable.from([bytes])), {
        mapped,
        declared: (tx, channels) =>
          sources.replaceGuideChannels(
            tx,
            source.id,
            channels.map((channel) => ({ ...channel, channelId: channel.channelIds[0] ?? null })),
          ),
      });
      notices.publish({ kind: 'imported', what: 'guide' });
      const problems: ImportProblem[] = [];
      const rejected = report.rejected.length + report.unlistedRejections;
      if (rejected > 0) {
        problems.push({
          code: 'rejected',
          detail: report.rejected
            .slice(0, LISTED)
            .map(({ line, reason }) => `line ${line}: ${reason}`)
            .join('\n'),
          count: rejected,
        });
      }
      const unmatched = report.channels.unmatched.filter((id) => !mapped.has(id));
      if (unmatched.length > 0) {
        problems.push({
          code: 'unmatched',
          detail: unmatched.slice(0, LISTED).join(', '),
          count: unmatched.length,
        });
      }
      const { imported, updated, unchanged, removed } = report.programmes;
      return { ok: true, added: imported, updated, unchanged, removed, problems };
    } catch (error) {
      if (error instanceof XmltvFormatError) {
        return failed({ code: 'not_xmltv', detail: error.message, count: 1 });
      }
      throw error;
    }
  }

  return {
    /** Imports the source now; its result, kept. `upload`: new bytes to import and keep. */
    async run(
      source: SourceRow,
      trigger: 'manual' | 'schedule',
      upload?: Buffer,
    ): Promise<ImportRow> {
      const startedAt = now();
      const bytes = upload ?? (await bytesOf(source));
      let outcome: Outcome;
      if (!Buffer.isBuffer(bytes)) outcome = failed(bytes);
      else {
        outcome =
          source.kind === 'm3u' ? await importM3u(source, bytes) : await importXmltv(source, bytes);
        // The bytes of a good import are kept: a guide's, for mappings made later.
        if (outcome.ok) await sources.keepFile(source.id, bytes);
      }
      if (!outcome.ok) log.warn(`source ${source.id} (${source.name}) was not imported`);
      return sources.addImport({
        sourceId: source.id,
        startedAt,
        finishedAt: now(),
        trigger,
        ...outcome,
      });
    },

    /**
     * Imports again, from the files kept, the guides that declared `guideId`: a mapping then
     * shows its programmes at once.
     */
    async reimportGuide(guideId: string): Promise<void> {
      const declaring = new Set((await sources.guideChannel(guideId)).map((row) => row.sourceId));
      for (const id of declaring) {
        const source = await sources.byId(id);
        const kept = source ? await sources.file(id) : null;
        if (source && kept) await importXmltv(source, kept);
      }
    },
  };
}

export type SourceImports = ReturnType<typeof createSourceImports>;
