import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this file whether it runs from `src/` (tests) or
 * from the bundle in `dist/`.
 */
export const serverRoot = (() => {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'drizzle'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('Cannot find the server package (no drizzle/ folder)');
    folder = parent;
  }
  return folder;
})();
