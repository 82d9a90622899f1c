import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files under `folders` that replace a module with `vi.mock`, as paths relative to
 * `root`. A module mock holds for the whole module registry, so these files cannot share a
 * worker's modules with others (vitest.config.ts runs them isolated).
 */
export function moduleMockingTests(root: string, folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(folder, file),
      ),
    )
    .filter((file) => TEST_FILE.test(file))
    .filter((file) => readFileSync(join(root, file), 'utf8').includes('vi.mock('))
    .map((file) => relative(root, join(root, file)))
    .sort();
}
