// `npm run import -- catalogue FILE...`: imports catalogue files into the database the server
// uses (DATABASE_URL, or PGlite under DATA_DIR), after migrating it (import-command.ts).
import { readConfig } from './config.js';
import { runImportCommand } from './import-command.js';

// npm runs workspace scripts inside apps/server; files and DATA_DIR are meant from where npm
// was started (INIT_CWD: the repository root for `npm run import`), as `npm start` reads ./data.
process.chdir(process.env.INIT_CWD ?? process.cwd());

process.exit(await runImportCommand(process.argv.slice(2), readConfig()));
