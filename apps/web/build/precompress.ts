import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files a browser fetches as text; images, fonts and media are compressed already. */
export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);

/** The sizes of one file and of the copies kept beside it (undefined: not smaller, not kept). */
export interface PrecompressedFile {
  path: string;
  size: number;
  br: number | undefined;
  gz: number | undefined;
}

/**
 * Writes `path.br` (brotli at its highest quality) and `path.gz` (gzip level 9) beside a file,
 * each only when it is smaller than the file; a copy that is not is removed, so a stale one
 * from an earlier build is never served.
 */
export async function precompressFile(path: string): Promise<PrecompressedFile> {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    path,
    size: content.length,
    br: await keepIfSmaller(`${path}.br`, br, content.length),
    gz: await keepIfSmaller(`${path}.gz`, gz, content.length),
  };
}

async function keepIfSmaller(
  path: string,
  compressed: Buffer,
  size: number,
): Promise<number | undefined> {
  if (compressed.length < size) {
    await writeFile(path, compressed);
    return compressed.length;
  }
  await rm(path, { force: true });
  return undefined;
}

/** Pre-compresses every text file under a folder, its subfolders included. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  // zlib's asynchronous calls run on libuv's thread pool, which bounds how many run at once.
  return Promise.all(files.map(precompressFile));
}

/**
 * Vite plugin: once the build is written (public files included), writes a `.br` and a `.gz`
 * beside each text file of the output, which the server sends to clients that accept them
 * (`preCompressed` in apps/server/src/app.ts).
 */
export function precompress(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'marquee:precompress',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle: {
      order: 'post',
      async handler(options) {
        if (!options.dir) return;
        const files = await precompressDir(options.dir);
        const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
        const total = (pick: (file: PrecompressedFile) => number) =>
          kB(files.reduce((sum, file) => sum + pick(file), 0));
        logger?.info(
          `pre-compressed ${files.length} files of ${total((file) => file.size)}: ` +
            `brotli ${total((file) => file.br ?? file.size)}, gzip ${total((file) => file.gz ?? file.size)}`,
        );
      },
    },
  };
}
