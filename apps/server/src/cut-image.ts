// Cutting uploaded images with Debian's ffmpeg: a title's artwork (the operator's crop rectangle,
// then scaled to the slot's size, as JPEG) and a channel's logo (scaled whole to fit a box, as
// PNG). The original comes on stdin and the result on stdout, so nothing is written to disk.
import type { Crop } from '@marquee/contract';
import type { FfmpegTools } from './ffmpeg-tools.js';
import { spawnTied } from './tied-spawn.js';

/** How long one probe or cut may take. */
const CUT_TIMEOUT_MS = 30_000;

/** Runs `command` with `input` on stdin; resolves with stdout, rejects on a failure. */
function run(command: string, args: string[], input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawnTied(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), CUT_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4096);
    });
    // ffmpeg may stop reading early (a bad file): that is its exit code's business.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${command} failed (${code}): ${stderr.trim()}`));
    });
    child.stdin.end(input);
  });
}

interface ProbedFrame {
  width?: number;
  height?: number;
  side_data_list?: { rotation?: number }[];
}

/**
 * An image's width and height in pixels as it shows, its EXIF orientation applied (a phone's
 * upright photo is stored on its side): the browser shows it so, the operator crops it so, and
 * ffmpeg turns it so before the crop. Undefined when ffprobe cannot read it.
 */
export async function imageSize(
  tools: FfmpegTools,
  bytes: Buffer,
): Promise<{ width: number; height: number } | undefined> {
  const args = [
    ...['-v', 'error', '-select_streams', 'v:0', '-read_intervals', '%+#1'],
    ...['-show_entries', 'frame=width,height:frame_side_data=rotation', '-of', 'json'],
  ];
  const out = await run(tools.ffprobe, [...args, '-i', 'pipe:0'], bytes).catch(() => undefined);
  let frame: ProbedFrame | undefined;
  try {
    frame = (JSON.parse(out?.toString('utf8') ?? '') as { frames?: ProbedFrame[] }).frames?.[0];
  } catch {
    return undefined;
  }
  const { width, height } = frame ?? {};
  if (!width || !height) return undefined;
  const rotation = frame?.side_data_list?.find((data) => data.rotation !== undefined)?.rotation;
  const onItsSide = Math.abs(rotation ?? 0) % 180 === 90;
  return onItsSide ? { width: height, height: width } : { width, height };
}

/** The crop of `bytes` scaled to `size`, as a JPEG. */
export function cutImage(
  tools: FfmpegTools,
  bytes: Buffer,
  crop: Crop,
  size: { width: number; height: number },
): Promise<Buffer> {
  const filter = `crop=${crop.width}:${crop.height}:${crop.x}:${crop.y},scale=${size.width}:${size.height}:flags=lanczos,format=yuvj420p`;
  return run(
    tools.ffmpeg,
    [
      ...['-v', 'error', '-i', 'pipe:0', '-vf', filter, '-frames:v', '1'],
      ...['-c:v', 'mjpeg', '-q:v', '3', '-f', 'image2pipe', 'pipe:1'],
    ],
    bytes,
  );
}

/**
 * `bytes` scaled down, whole and keeping its shape, to fit within `box` (a smaller image keeps
 * its size), as a PNG with its transparency.
 */
export function fitImage(
  tools: FfmpegTools,
  bytes: Buffer,
  box: { width: number; height: number },
): Promise<Buffer> {
  const filter = `scale='min(${box.width},iw)':'min(${box.height},ih)':force_original_aspect_ratio=decrease:flags=lanczos,format=rgba`;
  return run(
    tools.ffmpeg,
    [
      ...['-v', 'error', '-i', 'pipe:0', '-vf', filter, '-frames:v', '1'],
      ...['-c:v', 'png', '-f', 'image2pipe', 'pipe:1'],
    ],
    bytes,
  );
}

/** Whether `crop` lies inside the image and has the slot's shape, within 2 %. */
export function cropFits(
  crop: Crop,
  image: { width: number; height: number },
  slot: { width: number; height: number },
): boolean {
  const inside = crop.x + crop.width <= image.width && crop.y + crop.height <= image.height;
  const ratio = crop.width / crop.height / (slot.width / slot.height);
  return inside && ratio > 0.98 && ratio < 1.02;
}
