import { declareModule, declaredImporter } from '../../../server-module.js';
import { guideImporter } from './guide-importer.js';

export { guideImporter } from './guide-importer.js';
export {
  importGuide,
  type DeclaredGuideChannel,
  type GuideImportOptions,
  type GuideReport,
} from './import-guide.js';
export { readXmltv } from './parse-xmltv.js';
export { XmltvFormatError } from './xmltv-records.js';

/** `npm run import -- guide FILE...`: a guide only feeds channels already there (import them first). */
export const guideImportModule = declareModule({
  name: 'guide-import',
  importers: { guide: declaredImporter(guideImporter) },
});
