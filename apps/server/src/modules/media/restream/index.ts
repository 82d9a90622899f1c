import { createSafeFetch } from '../../../http/safe-fetch.js';
import { createArchiveProxy } from './archive-proxy.js';
import { createArchiveRemuxes } from './archive-remux.js';
import { fillArchiveTemplate } from './catchup-archive.js';
import { READ_MEMO_MAX_AGE_MS, createReadMemo } from '../../../read-memo.js';
import { declareModule, type ModuleContext, type ServerModule } from '../../../server-module.js';
import { findFfmpeg, runFfmpeg } from '../ingest/index.js';
import type { ReadUpstream } from './channel-restream.js';
import { readUpstream } from './read-upstream.js';
import {
  LIVE_KEEP_MS,
  createRestreamChannels,
  restreamChannelOf,
  type ChannelUpstream,
} from './restream-channels.js';
import { createRestreamMetrics, type RestreamMetrics } from './restream-metrics.js';
import { registerRestreamRoutes } from './restream-routes.js';
import { createRestreamSessions, type RestreamChannel } from './restream-sessions.js';
import { FRAME_TIMEOUT_MS, createSegmentFrames } from './segment-frames.js';
import { createSegmentStore, recordingFile } from './segment-store.js';

export type { RestreamState } from './channel-restream.js';
export type { RestreamChannel, RestreamStatus } from './restream-sessions.js';
export type { NextSegment, RecordingSlice, StoredSegment } from './segment-store.js';
export { recordingFile } from './segment-store.js';
export { ARCHIVE_FOLDER } from './archive-proxy.js';
export { UpstreamFailed } from './upstream-segment.js';

/** How often the recorded channels are read again (an import may have added or changed some). */
const RECORDED_EVERY_MS = 30_000;
/** Channels whose sources are kept for a second. */
const CHANNELS_REMEMBERED = 5_000;

declare module '../../../server-module.js' {
  interface ModuleSettings {
    /** How upstreams are read; tests hand in their own. */
    readUpstream?: ReadUpstream;
  }
  interface Provided {
    restream: ReturnType<typeof createRestreamModule>['provides'];
  }
}

/**
 * Operators' own channels, restreamed from their upstreams (docs/decisions.md, "Restreaming
 * channels"): one session per channel however many watch, failover between a channel's
 * sources, the recording of channels with catch-up, the operators' status call and metrics.
 */
function createRestreamModule(context: ModuleContext, metrics: RestreamMetrics) {
  const { db, settings, log, now, leases } = context;
  const store = createSegmentStore({ db, mediaDir: settings.mediaDir });
  const channels = createRestreamChannels(db);
  const fetch = createSafeFetch({ allowPrivate: settings.upstreamAllowPrivate });
  // MPEG-TS upstreams need ffmpeg; without it they fail with ffmpeg's absence as the reason.
  const ffmpegPath = findFfmpeg()?.ffmpeg ?? 'ffmpeg';
  const read: ReadUpstream =
    settings.readUpstream ??
    ((url, options) => readUpstream(url, { ...options, fetch, ffmpegPath }));
  const frames = createSegmentFrames({
    mediaDir: settings.mediaDir,
    segment: (channelId, sequence) => store.segment(channelId, sequence),
    run: (args) =>
      runFfmpeg(ffmpegPath, args, {
        durationSeconds: 0,
        signal: AbortSignal.timeout(FRAME_TIMEOUT_MS),
      }),
    log,
  });
  const remuxes = createArchiveRemuxes({ mediaDir: settings.mediaDir, ffmpegPath });
  const archives = createArchiveProxy({ fetch, now: () => now().getTime(), remuxes });
  const sessions = createRestreamSessions({
    store,
    read,
    leases,
    now,
    log,
    events: metrics,
    idleMs: settings.restreamIdleSeconds * 1000,
    quotaBytes: settings.recordingQuotaBytes,
  });
  // Every viewer asks for the live playlist every few seconds: a channel's sources are read
  // at most once a second, and its live window too.
  const memo = {
    maxAgeMs: READ_MEMO_MAX_AGE_MS,
    capacity: CHANNELS_REMEMBERED,
    now: () => now().getTime(),
  };
  const sourcesOf = createReadMemo((channelId: number) => channels.sourcesOf(channelId), memo);
  const liveWindow = createReadMemo((channelId: number) => {
    const at = now().getTime();
    return store.slice(channelId, at - LIVE_KEEP_MS, at + 1);
  }, memo);
  const keepRecording = () =>
    channels
      .restreamed(sessions.running())
      .then((restreamed) => sessions.keepRecording(restreamed))
      .catch((error: Error) =>
        log.warn(`recorded channels could not be started: ${error.message}`),
      );
  let recording: NodeJS.Timeout | undefined;
  return {
    routes: (app) => registerRestreamRoutes(app, sessions, settings.operatorToken),
    async onReady() {
      await keepRecording();
      recording = setInterval(() => void keepRecording(), RECORDED_EVERY_MS).unref();
    },
    async onClose() {
      clearInterval(recording);
      await Promise.all([sessions.close(), remuxes.close()]);
    },
    provides: {
      /** Each channel this instance restreams or serves: its state, sources and viewers. */
      status: () => sessions.status(),
      /** The channel's restream; undefined for a channel without upstream (the demo's). */
      async restreamOf(channel: ChannelUpstream) {
        if (channel.streamUrl === null) return undefined;
        return restreamChannelOf(channel, await sourcesOf.get(channel.id));
      },
      watch: (channel: RestreamChannel, deviceId: number) => sessions.watch(channel, deviceId),
      /**
       * A deleted channel: its restream here stops and its recording's files go (other
       * instances stop theirs at their next pass over the recorded channels).
       */
      async forget(channelId: number) {
        await sessions.forget(channelId);
        await store.removeChannel(channelId);
      },
      settled: (channelId: number) => sessions.settled(channelId),
      /** The segments of a channel's last minutes (its live window within them), a second old at most. */
      liveSlice: (channelId: number) => liveWindow.get(channelId),
      /** The segments of a channel that play within [fromMs, toMs). */
      slice: (channelId: number, fromMs: number, toMs: number) =>
        store.slice(channelId, fromMs, toMs),
      recordingFile,
      /**
       * The path under MEDIA_DIR of a recorded segment's seek-bar frame, made when first asked
       * for; undefined when the segment is gone or no frame could be made (segment-frames.ts).
       */
      frame: (channelId: number, sequence: number, width: number) =>
        frames.frame(channelId, sequence, width),
      /**
       * The channel's upstream archive from `fromMs` as a viewer opened it at `openedMs`: its
       * playlist rewritten, and the files it names (archive-proxy.ts).
       */
      archive(channel: RestreamChannel, stream: string, fromMs: number, openedMs: number) {
        const url = fillArchiveTemplate(
          channel.archive!,
          { startMs: fromMs, endMs: openedMs },
          openedMs,
        );
        // Every viewer of the same channel and moment shares its remux, if it needs one.
        const moment = `${channel.id}-${Math.floor(fromMs / 1000)}`;
        return {
          playlist: () => archives.playlist(stream, url, moment),
          file: (file: string) => archives.file(stream, url, moment, file),
        };
      },
      /** Bytes of a channel's recording sent to a viewer. */
      served(channelId: number, bytes: number) {
        sessions.served(channelId, bytes);
        metrics.bytesOut(channelId, bytes);
      },
    },
  } satisfies ServerModule & Record<string, unknown>;
}

/** Restreamed channels (createRestreamModule). */
export const restreamModule = declareModule({
  name: 'restream',
  metrics: createRestreamMetrics,
  build: (context, _needs, metrics) => createRestreamModule(context, metrics),
});
