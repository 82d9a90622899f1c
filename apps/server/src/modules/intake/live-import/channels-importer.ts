import type { Importer } from '../../../server-module.js';
import {
  importChannels,
  readM3uSources,
  type ChannelSourcesReport,
  type ChannelsReport,
} from './import-channels.js';
import { M3uFormatError } from './m3u-records.js';

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
      `  channels:  ${report.channels.length}`,
      ...report.channels.map((channel) => `    ${describeSources(channel)}`),
      `  rejected:  ${report.rejected.length + report.unlistedRejections}`,
      ...report.rejected.map(({ file, line, reason }) => `    ${file} line ${line}: ${reason}`),
      ...(report.unlistedRejections > 0
        ? [`    and ${report.unlistedRejections} more not listed`]
        : []),
    ].join('\n'),
};

/** "Wairarapa TV: 3 sources (nz.m3u lines 28, 30, 32)", files in the order they were read. */
export function describeSources({ title, sources }: ChannelSourcesReport): string {
  const lines = new Map<string, number[]>();
  for (const { file, line } of sources) lines.set(file, [...(lines.get(file) ?? []), line]);
  const where = [...lines]
    .map(([file, numbers]) => `${file} line${numbers.length > 1 ? 's' : ''} ${numbers.join(', ')}`)
    .join('; ');
  return `${title}: ${sources.length} source${sources.length === 1 ? '' : 's'} (${where})`;
}
