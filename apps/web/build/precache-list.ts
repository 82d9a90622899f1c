import { createHash } from 'node:crypto';

/** Files of the build a page may need to paint: scripts, styles and fonts. */
const PRECACHED = /\.(js|css|woff2?|ttf|otf)$/;

/**
 * The build's files the worker keeps at install, as absolute paths: the hashed scripts, styles
 * and fonts under assets/, less those matching `exclude` (a large library only an online
 * feature uses), which are kept the first time they load instead.
 */
export function precacheListOf(fileNames: readonly string[], exclude?: RegExp): string[] {
  return fileNames
    .filter((name) => name.startsWith('assets/') && PRECACHED.test(name))
    .filter((name) => !exclude?.test(name))
    .map((name) => `/${name}`)
    .sort();
}

/** A tag for one worker: its code and the files it keeps, so that any change makes a new one. */
export function workerVersionOf(code: string, precache: readonly string[]): string {
  return createHash('sha256')
    .update(code)
    .update(JSON.stringify(precache))
    .digest('base64url')
    .slice(0, 12);
}
