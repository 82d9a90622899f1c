import type { Db } from './db/client.js';
import { catalogueImporter } from './modules/intake/catalogue-import/index.js';
import { guideImporter } from './modules/intake/guide-import/index.js';
import { channelsImporter } from './modules/intake/live-import/index.js';

/** What `npm run import -- KIND FILE...` runs for one kind. */
export interface Importer<Report> {
  /** Reads the files and writes what they hold; its report. */
  run(db: Db, paths: readonly string[]): Promise<Report>;
  /** Whether an error means the files cannot be taken (nothing was imported), not a fault. */
  isInputError(error: unknown): boolean;
  /** The report as people read it. */
  describe(report: Report): string;
}

/** An importer as the registry keeps it: its report comes with the text people read. */
export interface RegisteredImporter {
  run(db: Db, paths: readonly string[]): Promise<{ report: unknown; text: string }>;
  isInputError(error: unknown): boolean;
}

function registered<Report>(importer: Importer<Report>): RegisteredImporter {
  return {
    run: async (db, paths) => {
      const report = await importer.run(db, paths);
      return { report, text: importer.describe(report) };
    },
    isInputError: (error) => importer.isInputError(error),
  };
}

/**
 * Every kind of import, by the name the command takes. Import `channels` before `guide`: a
 * guide only feeds channels already there.
 */
export const IMPORTERS: Readonly<Record<string, RegisteredImporter>> = {
  catalogue: registered(catalogueImporter),
  channels: registered(channelsImporter),
  guide: registered(guideImporter),
};
