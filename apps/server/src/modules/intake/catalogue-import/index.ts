import { declareModule, declaredImporter } from '../../../server-module.js';
import { catalogueImporter } from './catalogue-importer.js';

export { catalogueImporter } from './catalogue-importer.js';
export { importCatalogue } from './import-catalogue.js';

/** `npm run import -- catalogue FILE...`. */
export const catalogueImportModule = declareModule({
  name: 'catalogue-import',
  importers: { catalogue: declaredImporter(catalogueImporter) },
});
