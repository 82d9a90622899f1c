import type { Importer } from '../../../server-module.js';
import { importChannels, readM3uSources, type ChannelsReport } from './import-channels.js';
import { M3uFormatError } from './parse-m3u.js';

/** `npm run import -- channels FILE...`: live channels from M3U lists (import-channels.ts). */
export const channelsImporter: Importer<ChannelsReport> = {
  run: async (db, paths) => importChannels(db, await readM3uSources([...paths])),
  isInputError: (error) => error instanceof M3uFormatError,
  describe: (report) =>
    [
      `Channel import of ${report.files.join(', ')}`,
      `  imported:  ${report.imported} new channels`,
      `  updated:   ${report.updated} (already there, now as the list says)`,
      `  unchanged: ${report.unchanged}`,
      `  not listed: ${report.notListed} (already there, not in these lists: kept)`,
      `  rejected:  ${report.rejected.length}`,
      ...report.rejected.map(({ file, line, reason }) => `    ${file} line ${line}: ${reason}`),
    ].join('\n'),
};
