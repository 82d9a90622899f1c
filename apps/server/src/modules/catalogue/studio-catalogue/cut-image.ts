// Cutting an uploaded original to a title's artwork with Debian's ffmpeg: the operator's crop
// rectangle, then scaled to the slot's size, as JPEG. The original comes on stdin and the
// result on stdout, so nothing is written to disk.
import type { Crop } from '@marquee/contract';
import type { FfmpegTools } from '../../../ffmpeg-tools.js';
import { spawnTied } from '../../../tied-spawn.js';

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

/** An image's width and height in pixels; undefined when ffprobe cannot read it. */
export async function imageSize(
  tools: FfmpegTools,
  bytes: Buffer,
): Promise<{ width: number; height: number } | undefined> {
  const args = ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height'];
  const out = await run(tools.ffprobe, [...args, '-of', 'csv=p=0', '-i', 'pipe:0'], bytes).catch(
    () => undefined,
  );
  const [width, height] = (out?.toString('utf8').trim() ?? '').split(',').map(Number);
  return width && height ? { width, height } : undefined;
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
