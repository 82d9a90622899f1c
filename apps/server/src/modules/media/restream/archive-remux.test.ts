import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMUX_FOLDER, createArchiveRemuxes, type ArchiveRemuxLimits } from './archive-remux.js';
import { startScriptedUpstream } from './scripted-upstream.js';
import { testFfmpegPath } from './test-upstreams.js';
import { failureOf } from './upstream-test-helpers.js';

let mediaDir: string;
const opened: { close(): Promise<void> }[] = [];
beforeEach(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'marquee-archive-remux-'));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((one) => one.close()));
  await rm(mediaDir, { recursive: true, force: true });
});

function remuxes(limits: Partial<ArchiveRemuxLimits>) {
  const made = createArchiveRemuxes({ mediaDir, ffmpegPath: testFfmpegPath, limits });
  opened.push(made);
  return made;
}

/** A real 4 s MPEG-TS stream (the scripted upstream's clip), ended. */
async function clipStream(): Promise<PassThrough> {
  const upstream = await startScriptedUpstream();
  opened.push(upstream);
  const body = new PassThrough();
  body.end(Buffer.concat(upstream.clip));
  return body;
}

const folders = async () => readdir(join(mediaDir, REMUX_FOLDER)).catch(() => []);

describe('archive remuxes', () => {
  it('removes at start the folders nobody used for twice the idle time, and keeps the others', async () => {
    const left = join(mediaDir, REMUX_FOLDER, '1-100-0badf00d');
    const inUse = join(mediaDir, REMUX_FOLDER, '1-100-00c0ffee');
    await mkdir(left, { recursive: true });
    await mkdir(inUse, { recursive: true });
    const longAgo = new Date(Date.now() - 2 * 60_000 - 1_000);
    await utimes(left, longAgo, longAgo);
    await remuxes({ idleMs: 60_000 }).swept;
    expect(await folders()).toEqual(['1-100-00c0ffee']);
  });

  it('refuses busy beyond the most remuxes at once, and closes the refused stream', () => {
    const bounded = remuxes({ max: 1 });
    bounded.start('1-100', new PassThrough());
    const refused = new PassThrough();
    let error: unknown;
    try {
      bounded.start('2-100', refused);
    } catch (thrown) {
      error = thrown;
    }
    expect(failureOf(error).code).toBe('busy');
    expect(refused.destroyed).toBe(true);
  });

  it('stops and removes a remux nobody asked for within the idle time', async () => {
    const idle = remuxes({ idleMs: 400 });
    const remux = idle.start('1-100', await clipStream());
    const { text } = await remux.playlist();
    expect(text).toContain('#EXTINF');
    expect(await folders()).toHaveLength(1);
    await sleep(1200);
    await expect.poll(folders, { timeout: 5_000 }).toEqual([]);
    expect(idle.get('1-100')).toBeUndefined();
  });

  it("fails with ffmpeg's reason for a stream it cannot remux, and forgets it", async () => {
    const failing = remuxes({});
    const junk = new PassThrough();
    junk.end(Buffer.concat([Buffer.from([0x47]), Buffer.alloc(188 * 20)]));
    const remux = failing.start('1-100', junk);
    const error = await remux.playlist().catch((thrown: unknown) => thrown);
    expect(failureOf(error).code).toBe('unsupported');
    expect(failing.get('1-100')).toBeUndefined();
    // Its folder goes once ffmpeg has exited, a moment after the failure on a busy machine.
    await expect.poll(folders, { timeout: 5_000 }).toEqual([]);
  });
});
