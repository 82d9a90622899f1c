import { withCommandDatabase } from './command-database.js';
import type { ServerConfig } from './config.js';
import { addOperator, OperatorNotAdded } from './modules/studio/operators/index.js';

const USAGE = 'Usage: npm run operator -- add EMAIL --role owner|editor|support';

/** The e-mail and role of `add EMAIL --role ROLE` (or `--role=ROLE`), or undefined. */
function parseAdd(args: readonly string[]): { email: string; role: string } | undefined {
  const [command, email, ...rest] = args;
  if (command !== 'add' || !email || email.startsWith('-')) return undefined;
  if (rest.length === 2 && rest[0] === '--role') return { email, role: rest[1]! };
  if (rest.length === 1 && rest[0]!.startsWith('--role=')) {
    return { email, role: rest[0]!.slice('--role='.length) };
  }
  return undefined;
}

/**
 * `operator add EMAIL --role ROLE` on the configured database, migrated first: prints the new
 * operator and its one-time password, and returns the exit code: 0 added, 1 not added (the
 * e-mail, the role, an operator with that e-mail, or the data folder in use say why; nothing
 * changed), 2 usage.
 */
export async function runOperatorCommand(
  args: readonly string[],
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<number> {
  const wanted = parseAdd(args);
  if (!wanted) {
    console.error(USAGE);
    return 2;
  }
  return withCommandDatabase(config, 'operator', {
    prepare: (database) => database.migrate(),
    async run(database) {
      try {
        const { operator, password } = await addOperator(database.db, wanted.email, wanted.role);
        console.log(
          [
            `Operator ${operator.email} (${operator.role}) added.`,
            `One-time password: ${password}`,
            'It is shown only now; the operator chooses a new one at the first login.',
          ].join('\n'),
        );
        return 0;
      } catch (error) {
        if (!(error instanceof OperatorNotAdded)) throw error;
        console.error(`No operator was added. ${error.message}`);
        return 1;
      }
    },
    inUse(message) {
      console.error(message);
      return 1;
    },
  });
}
