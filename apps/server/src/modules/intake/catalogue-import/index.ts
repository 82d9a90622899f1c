export { catalogueImporter } from './catalogue-importer.js';
export { importCatalogue } from './import-catalogue.js';
