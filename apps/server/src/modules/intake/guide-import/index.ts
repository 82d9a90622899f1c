import { declareModule, declaredImporter } from '../../../server-module.js';
import { guideImporter } from './guide-importer.js';

export { guideImporter } from './guide-importer.js';
export { importGuide } from './import-guide.js';

/** `npm run import -- guide FILE...`: a guide only feeds channels already there (import them first). */
export const guideImportModule = declareModule({
  name: 'guide-import',
  importers: { guide: declaredImporter(guideImporter) },
});
