import type { Importer } from '../../../server-module.js';
import { describeFile } from '../../media/ingest/index.js';
import { importCatalogue, readSources, type ImportReport } from './import-catalogue.js';
import { CatalogueFormatError } from './parse-catalogue.js';

/** `npm run import -- catalogue FILE...`: films from JSON catalogue files (import-catalogue.ts). */
export const catalogueImporter: Importer<ImportReport> = {
  run: async (db, paths, context) =>
    importCatalogue(db, await readSources([...paths]), new Date(), context),
  isInputError: (error) => error instanceof CatalogueFormatError,
  describe: (report) =>
    [
      `Catalogue import of ${report.files.join(', ')}: ${report.records} records`,
      `  imported:  ${report.imported} new films`,
      `  merged:    ${report.merged} (added genres, cast, a synopsis or skip markers to a film already there)`,
      `  unchanged: ${report.unchanged} (already there with everything they hold)`,
      `  rejected:  ${report.rejected}`,
      ...report.reasons.map(
        ({ reason, count, examples }) => `    ${count} × ${reason} (e.g. ${examples.join(', ')})`,
      ),
      ...(report.linked > 0 ? [`  playing a playlist elsewhere: ${report.linked}`] : []),
      ...(report.videos.length > 0
        ? [`  video files: ${report.videos.length}`, ...report.videos.map(describeFile)]
        : []),
    ].join('\n'),
};
