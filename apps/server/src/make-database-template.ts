// Run by build.mjs after bundling: writes the migrated database template beside the bundle
// (db/database-template.ts), unless the one for the current migrations is there already.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDatabaseTemplate } from './db/database-template.js';

if (await writeDatabaseTemplate(dirname(fileURLToPath(import.meta.url)))) {
  console.log('Made the migrated database template for first starts.');
}
