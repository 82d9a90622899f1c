// What a day of recording one restreamed channel takes: a recorded channel (catchup-days=1) of
// one ffmpeg upstream on loopback (640x360, 2 s segments) is recorded for BENCH_RECORD_MINUTES
// (3) from the server's start, and each figure is extrapolated to 24 hours of recorded media
// (the segments' durations: the first read takes what the upstream's window already holds):
// the bytes on disk under MEDIA_DIR/channels/<id> (their sizes, and the blocks the file system
// gave them), the bytes the upstream served (counted in the loopback proxy the server reads it
// through: playlists and segments), the segments' own bytes (their rows' `bytes`), and the
// database: the rows of `channel_segments` and the table's size with its indexes
// (pg_total_relation_size, read from the server's PGlite once it has stopped). A few minutes of
// rows fill a page or two, so the table's day is estimated from its rows' mean width and
// PostgreSQL's per-row costs instead of its size now.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { machine } from './machine';
import { restreamStatus, sleep, startRestreamService } from './restream-service';

const MINUTES = Number(process.env.BENCH_RECORD_MINUTES ?? 3);
const DAY_MS = 24 * 3_600_000;
/** A heap row's header (23 bytes, aligned to 24) and its line pointer (4). */
const ROW_OVERHEAD = 28;
/**
 * A row's entries in the table's two B-tree indexes, (channel_id, sequence) and (channel_id,
 * starts_at): each an 8-byte index tuple header, its key aligned to 8 and a 4-byte line pointer.
 */
const INDEX_ENTRIES_BYTES = 8 + 8 + 4 + (8 + 16 + 4);

/** Every file under `folder`: their sizes and the bytes of the blocks they hold on disk. */
function diskUse(folder: string): { files: number; bytes: number; allocatedBytes: number } {
  let files = 0;
  let bytes = 0;
  let allocatedBytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const stats = statSync(join(entry.parentPath, entry.name));
    files += 1;
    bytes += stats.size;
    allocatedBytes += stats.blocks * 512;
  }
  return { files, bytes, allocatedBytes };
}

const service = await startRestreamService({
  upstreams: [{ width: 640, height: 360, segmentSeconds: 2 }],
  catchupDays: 1,
});
const { server, channelId, recordingFolder } = service;
const proxy = service.proxies[0]!;
try {
  const startMachine = machine();
  // The proxy counted nothing before the server started: the recording and the count begin
  // together.
  const started = performance.now();
  await sleep(MINUTES * 60_000);
  const status = await restreamStatus(server.baseUrl, channelId);
  const upstreamBytes = proxy.bytes();
  const upstreamRequests = proxy.requests();
  const disk = diskUse(recordingFolder);
  const wallMs = performance.now() - started;
  await server.kill('SIGTERM');

  const database = await openDatabase({ dataDir: join(server.dataDir, 'pglite') });
  const result = await database.db.execute(sql`
    select count(*)::int as rows,
           coalesce(sum(bytes), 0)::bigint as bytes,
           coalesce(sum(duration_ms), 0)::bigint as duration_ms,
           coalesce(avg(pg_column_size(channel_segments.*)), 0)::int as row_width,
           pg_total_relation_size('channel_segments') as total_size,
           pg_relation_size('channel_segments') as table_size,
           pg_indexes_size('channel_segments') as indexes_size
    from channel_segments where channel_id = ${channelId}`);
  await database.close();
  // PGlite answers { rows }; this benchmark runs on PGlite only.
  const row = (result as { rows: Array<Record<string, string | number>> }).rows[0]!;
  const mediaMs = Number(row.duration_ms);
  const perDay = (value: number) => Math.round((value * DAY_MS) / mediaMs);
  const mib = (value: number) => Math.round((value / 2 ** 20) * 10) / 10;
  const gib = (value: number) => Math.round((value / 2 ** 30) * 100) / 100;
  const segmentBytes = Number(row.bytes);
  const rows = Number(row.rows);
  console.log(
    JSON.stringify(
      {
        benchmark: 'restream-recording-disk',
        recordedMinutes: MINUTES,
        wallSeconds: Math.round(wallMs / 1000),
        recordedMediaSeconds: Math.round(mediaMs / 1000),
        stateAtEnd: status?.state,
        measured: {
          diskFiles: disk.files,
          diskBytes: disk.bytes,
          diskAllocatedBytes: disk.allocatedBytes,
          upstreamBytes,
          upstreamRequests,
          segmentBytes,
          statusBytesIn: status?.bytes_in,
          segmentRows: rows,
          rowWidthBytes: Number(row.row_width),
          tableWithIndexesBytes: Number(row.total_size),
          tableBytes: Number(row.table_size),
          indexesBytes: Number(row.indexes_size),
        },
        perDay: {
          diskGiB: gib(perDay(disk.bytes)),
          diskAllocatedGiB: gib(perDay(disk.allocatedBytes)),
          upstreamGiB: gib(perDay(upstreamBytes)),
          segmentGiB: gib(perDay(segmentBytes)),
          segmentRows: perDay(rows),
          tableEstimateMiB: mib(perDay(rows) * (Number(row.row_width) + ROW_OVERHEAD)),
          indexesEstimateMiB: mib(perDay(rows) * INDEX_ENTRIES_BYTES),
        },
        ratios: {
          diskToUpstream: Math.round((disk.bytes / upstreamBytes) * 1000) / 1000,
          diskToSegments: Math.round((disk.bytes / segmentBytes) * 1000) / 1000,
        },
        machine: { atStart: startMachine, atEnd: machine() },
      },
      null,
      2,
    ),
  );
} finally {
  await service.stop();
}
