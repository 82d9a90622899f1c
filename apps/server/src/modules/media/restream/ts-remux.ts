// The one ffmpeg remux of an MPEG-TS stream into HLS segments (`-c copy`, never a transcode):
// a live upstream's (ts-upstream.ts, a sliding window read and emptied as it goes) and an
// upstream archive's (archive-remux.ts, an EVENT playlist that keeps every segment). ffmpeg
// never opens a URL: the bytes come from the policy-bound fetch on its stdin.
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { UpstreamFailed, asUpstreamFailed } from './upstream-segment.js';
import { spawnTied } from '../../../tied-spawn.js';

/** The playlist ffmpeg writes in the remux's folder, beside its `seg-<n>.ts` segments. */
export const REMUX_PLAYLIST = 'live.m3u8';
const SEGMENT_SECONDS = 2;
const STDERR_KEPT = 4096;

export interface TsRemuxOptions {
  ffmpegPath: string;
  /** An existing folder ffmpeg writes the playlist and segments into. */
  folder: string;
  /** The segments the playlist keeps; 0 keeps them all, as an EVENT playlist. */
  listSize: number;
  onBytes?: (bytes: number) => void;
  /** Told when the remux may have moved on: ffmpeg ended, or the stream failed. */
  onChange?: () => void;
}

/** A running remux (startTsRemux). */
export interface TsRemux {
  /**
   * Why it stopped, once it has: the stream's failure, `ended` when the stream closed and
   * ffmpeg finished, `unsupported` with ffmpeg's last error line when ffmpeg stopped by itself.
   */
  verdict(): UpstreamFailed | undefined;
  /** Stops reading and ffmpeg; resolves once ffmpeg has exited. */
  stop(): Promise<void>;
}

function ffmpegArgs(folder: string, listSize: number): string[] {
  return [
    // ffmpeg's 5 s of probing by default would hold the first segment back by as much; 2 s
    // still finds every stream's parameters.
    ...['-hide_banner', '-loglevel', 'error', '-analyzeduration', '2000000'],
    ...['-f', 'mpegts', '-i', 'pipe:0'],
    // Every picture and sound; data streams an HLS segment cannot carry are left out.
    ...['-map', '0:v?', '-map', '0:a?', '-c', 'copy'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_segment_type', 'mpegts'],
    ...['-hls_list_size', String(listSize)],
    ...(listSize === 0 ? ['-hls_playlist_type', 'event'] : []),
    ...['-hls_segment_filename', join(folder, 'seg-%d.ts'), join(folder, REMUX_PLAYLIST)],
  ];
}

const lastLine = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .at(-1) ?? '';

/** Starts ffmpeg remuxing `body` into `folder`; the caller stops it (TsRemux.stop). */
export function startTsRemux(body: Readable, options: TsRemuxOptions): TsRemux {
  const changed = () => options.onChange?.();
  const child = spawnTied(options.ffmpegPath, ffmpegArgs(options.folder, options.listSize), {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let failure: UpstreamFailed | undefined;
  const fail = (error: UpstreamFailed) => {
    failure ??= error;
    changed();
  };
  let exit: { code: number | null } | undefined;
  const exited = new Promise<void>((resolve) =>
    child.on('close', (code) => {
      exit = { code };
      changed();
      resolve();
    }),
  );
  child.on('error', (error) =>
    fail(
      new UpstreamFailed({
        code: 'unsupported',
        message: `ffmpeg did not start: ${error.message}`,
      }),
    ),
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });
  // Writing to an ffmpeg that stopped fails; its exit says why.
  child.stdin.on('error', () => {});
  let upstreamEnded = false;
  body.on('data', (chunk: Buffer) => options.onBytes?.(chunk.length));
  body.on('end', () => (upstreamEnded = true));
  body.on('error', (error) => {
    fail(asUpstreamFailed(error));
    // ffmpeg then finishes its last segment and playlist with what it was given.
    child.stdin.end();
  });
  body.pipe(child.stdin);

  const exitVerdict = ({ code }: { code: number | null }) => {
    if (code === 0 && upstreamEnded) {
      return new UpstreamFailed({ code: 'ended', message: 'The upstream closed its stream.' });
    }
    const said = lastLine(stderr) || `exit code ${code}`;
    return new UpstreamFailed({
      code: 'unsupported',
      message: `ffmpeg could not remux the upstream: ${said}`,
    });
  };
  let verdict: UpstreamFailed | undefined;
  return {
    verdict: () => failure ?? (exit && (verdict ??= exitVerdict(exit))),
    async stop() {
      body.unpipe(child.stdin);
      body.destroy();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
