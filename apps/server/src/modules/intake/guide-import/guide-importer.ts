import type { Importer } from '../../../server-module.js';
import { importGuide, type GuideReport } from './import-guide.js';
import { XmltvFormatError } from './xmltv-records.js';

/** `npm run import -- guide FILE...`: programmes of imported channels from XMLTV guides. */
export const guideImporter: Importer<GuideReport> = {
  run: (db, paths) => importGuide(db, paths),
  isInputError: (error) => error instanceof XmltvFormatError,
  describe: (report) =>
    [
      `Guide import of ${report.files.join(', ')}`,
      `  channels:   ${report.channels.matched} guide channels matched an imported channel`,
      `  unmatched:  ${report.channels.unmatched.length}` +
        (report.channels.unmatched.length > 0 ? ` (${report.channels.unmatched.join(', ')})` : ''),
      `  programmes: ${report.programmes.imported} new, ${report.programmes.updated} updated, ${report.programmes.unchanged} unchanged, ${report.programmes.removed} removed (no longer in the guide)`,
      ...Object.entries(report.programmes.dropped).map(
        ([reason, count]) => `    dropped ${count} × ${reason}`,
      ),
      `  rejected:   ${report.rejected.length + report.unlistedRejections}`,
      ...report.rejected
        .slice(0, 10)
        .map(({ file, line, reason }) => `    ${file} line ${line}: ${reason}`),
      ...(report.skippedCharacters > 0
        ? [`  skipped ${report.skippedCharacters} characters XML forbids`]
        : []),
    ].join('\n'),
};
