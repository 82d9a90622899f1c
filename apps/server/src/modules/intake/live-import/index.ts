import { declareModule, declaredImporter } from '../../../server-module.js';
import { channelsImporter } from './channels-importer.js';

export { channelsImporter } from './channels-importer.js';
export { importChannels, readM3uSources } from './import-channels.js';
export { channelTitle, nameKey } from './channel-name.js';

/** `npm run import -- channels FILE...`. */
export const liveImportModule = declareModule({
  name: 'live-import',
  importers: { channels: declaredImporter(channelsImporter) },
});
