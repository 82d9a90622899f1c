export { guideImporter } from './guide-importer.js';
export { importGuide } from './import-guide.js';
