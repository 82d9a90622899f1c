export { channelsImporter } from './channels-importer.js';
export { importChannels, readM3uSources } from './import-channels.js';
export { channelTitle, nameKey } from './channel-name.js';
