// `npm run operator -- add EMAIL --role owner|editor|support`: adds a studio operator to the
// database the server uses (DATABASE_URL, or PGlite under DATA_DIR) and prints its one-time
// password (operator-command.ts).
import { readConfig } from './config.js';
import { runOperatorCommand } from './operator-command.js';

// DATA_DIR is meant from where npm was started, as `npm start` reads ./data (see import.ts).
process.chdir(process.env.INIT_CWD ?? process.cwd());

process.exit(await runOperatorCommand(process.argv.slice(2), readConfig()));
