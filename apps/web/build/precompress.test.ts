import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, precompressDir } from './precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marquee-precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const script = 'export function card(title) { return `<a class="card">${title}</a>`; }\n'.repeat(
  200,
);
const write = (name: string, content: string | Buffer) => writeFileSync(join(dir, name), content);
const read = (name: string) => readFileSync(join(dir, name));

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decode to the file, in subfolders too', async () => {
    write('assets/index-1a2b.js', script);
    write('index.html', `<!doctype html><title>Marquee</title>${'<p>text</p>'.repeat(100)}`);
    await precompressDir(dir);
    for (const name of ['assets/index-1a2b.js', 'index.html']) {
      expect(brotliDecompressSync(read(`${name}.br`)).equals(read(name))).toBe(true);
      expect(gunzipSync(read(`${name}.gz`)).equals(read(name))).toBe(true);
    }
  });

  it('compresses at the highest levels: brotli quality 11, gzip level 9', async () => {
    write('assets/index-1a2b.js', script);
    await precompressDir(dir);
    const content = read('assets/index-1a2b.js');
    const best = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    expect(read('assets/index-1a2b.js.br').equals(best)).toBe(true);
    expect(read('assets/index-1a2b.js.gz').equals(gzipSync(content, { level: 9 }))).toBe(true);
  });

  it.each(['app.css', 'favicon.svg', 'data.json', 'site.webmanifest', 'robots.txt'])(
    'compresses %s',
    async (name) => {
      write(name, script);
      await precompressDir(dir);
      expect(existsSync(join(dir, `${name}.br`))).toBe(true);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(true);
    },
  );

  it('leaves images, fonts and other binary files alone', async () => {
    for (const name of ['poster.png', 'font.woff2', 'clip.mp4', 'assets/worker.wasm']) {
      write(name, Buffer.alloc(8192, 1));
    }
    const files = await precompressDir(dir);
    expect(files).toEqual([]);
    for (const name of ['poster.png', 'font.woff2', 'clip.mp4', 'assets/worker.wasm']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });

  it('keeps no copy that is not smaller, and removes a stale one', async () => {
    write('robots.txt', 'x');
    write('robots.txt.br', 'stale');
    write('robots.txt.gz', 'stale');
    const [file] = await precompressDir(dir);
    expect(file).toMatchObject({ size: 1, br: undefined, gz: undefined });
    expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'robots.txt.gz'))).toBe(false);
  });

  it('reports each file with the sizes of its copies', async () => {
    write('assets/index-1a2b.js', script);
    const [file] = await precompressDir(dir);
    expect(file).toEqual({
      path: join(dir, 'assets/index-1a2b.js'),
      size: script.length,
      br: read('assets/index-1a2b.js.br').length,
      gz: read('assets/index-1a2b.js.gz').length,
    });
    expect(file!.br!).toBeLessThan(file!.gz!);
  });
});

describe('the precompress plugin', () => {
  it('runs in builds only, once the bundle is written, over the output folder', async () => {
    const plugin = precompress();
    expect(plugin.apply).toBe('build');
    write('assets/index-1a2b.js', script);
    const writeBundle = plugin.writeBundle as {
      order: string;
      handler: (options: { dir?: string }) => Promise<void>;
    };
    expect(writeBundle.order).toBe('post');
    await writeBundle.handler.call(undefined, { dir });
    expect(existsSync(join(dir, 'assets/index-1a2b.js.br'))).toBe(true);
  });
});
