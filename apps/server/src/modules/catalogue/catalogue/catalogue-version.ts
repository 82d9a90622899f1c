// The catalogue's change counter (db/change-counter.ts). Every server keeps in-memory title
// snapshots (title-snapshots.ts) built at some version and rebuilds them once the counter has
// grown. Whatever writes titles (any column a list shows), their genres, show types, seasons,
// profiles or subtitles must bump it in the same transaction; a star rating, which moves only a
// title's rate totals, is a title change instead (title-changes.ts) and rebuilds nothing.
import { createChangeCounter } from '../../../db/change-counter.js';

export const CATALOGUE_VERSION_KEY = 'catalogue_version';

export const catalogueVersion = createChangeCounter(CATALOGUE_VERSION_KEY);

/** Marks the catalogue as changed; call it in the transaction that changes it. */
export const bumpCatalogueVersion = catalogueVersion.bump;

/** The counter; 0 before anything bumped it. It only grows. */
export const readCatalogueVersion = catalogueVersion.read;
