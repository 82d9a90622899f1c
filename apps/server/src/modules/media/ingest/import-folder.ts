import { mkdir, readdir, realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { notice, type ImportEntry } from '@marquee/contract';
import { HttpError, badRequest, notFound } from '../../../http/errors.js';
import { isVideoName } from './scan-media.js';

const outside = () => badRequest(notice('studioImportOutside'), { path: ['outside'] });

/** Whether `path` is `root` or inside it (both real, absolute paths). */
const isInside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/** The import folder's real path, made when it is not there yet. */
async function realRoot(root: string): Promise<string> {
  await mkdir(root, { recursive: true });
  return realpath(root);
}

/**
 * The real path of `path` inside the import folder `root`: refused (400) when it leads outside
 * it, by `..`, an absolute path elsewhere or a link that points out; 404 when nothing is there.
 */
export async function resolveImportPath(root: string, path: string): Promise<string> {
  if (path.includes('\0')) throw outside();
  const base = await realRoot(root);
  const asked = resolve(base, path);
  if (!isInside(base, asked)) throw outside();
  let real: string;
  try {
    real = await realpath(asked);
  } catch {
    throw notFound(notice('studioImportNotFound'));
  }
  if (!isInside(base, real)) throw outside();
  return real;
}

/** A file of the import folder to package: its real path; a folder is refused. */
export async function importFile(root: string, path: string): Promise<string> {
  const file = await resolveImportPath(root, path);
  if (!(await stat(file)).isFile()) {
    throw new HttpError(400, notice('studioImportNotVideo'));
  }
  return file;
}

/** The folders and video files of a folder of the import folder, folders first, by name. */
export async function listImportFolder(
  root: string,
  path: string,
): Promise<{ path: string; entries: ImportEntry[] }> {
  const base = await realRoot(root);
  const folder = await resolveImportPath(root, path);
  if (!(await stat(folder)).isDirectory()) throw badRequest(notice('studioImportOutside'));
  const entries: ImportEntry[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(folder, entry.name);
    const found = await stat(full).catch(() => undefined);
    // A link that leads out of the folder is not shown: it could not be imported.
    const real = found && (await realpath(full).catch(() => undefined));
    if (!found || !real || !isInside(base, real)) continue;
    const inFolder = relative(base, full).split(sep).join('/');
    if (found.isDirectory()) {
      entries.push({ name: entry.name, path: inFolder, kind: 'folder', size: null });
    } else if (found.isFile() && isVideoName(entry.name)) {
      entries.push({ name: entry.name, path: inFolder, kind: 'video', size: found.size });
    }
  }
  entries.sort((a, b) =>
    a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1,
  );
  return { path: relative(base, folder).split(sep).join('/'), entries };
}
