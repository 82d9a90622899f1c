import { declareModule, declaredImporter } from '../../../server-module.js';
import { channelsImporter } from './channels-importer.js';

export { channelsImporter } from './channels-importer.js';
export { importChannels, readM3uSources, type ChannelsReport } from './import-channels.js';
export { M3uFormatError } from './m3u-records.js';
export { M3uTooLargeError } from './m3u-limits.js';
export { channelTitle, nameKey } from './channel-name.js';

/** `npm run import -- channels FILE...`. */
export const liveImportModule = declareModule({
  name: 'live-import',
  importers: { channels: declaredImporter(channelsImporter) },
});
