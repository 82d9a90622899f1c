import { resolve } from 'node:path';
import { changeNoticeSchema, joinCluster } from './cluster/index.js';
import { withCommandDatabase } from './command-database.js';
import type { ServerConfig } from './config.js';
import { backfillSearchText } from './modules/catalogue/catalogue/index.js';
import { importersOf } from './resolve-modules.js';
import type { ImportProgress } from './server-module.js';
import { SERVER_MODULES } from './server-modules.js';

/** Every kind the modules import, by the name the command takes (their importers). */
const IMPORTERS = importersOf(SERVER_MODULES);

const USAGE = `Usage: npm run import -- KIND [--json] FILE...  (KIND: ${[...IMPORTERS.keys()].sort().join(', ')})`;
const JSON_FLAG = '--json';

/**
 * `import KIND [--json] FILE...` on the configured database with the importer of that kind
 * (the modules' `importers`, server-modules.ts); prints its report, as one JSON object on stdout with `--json`, and returns the
 * exit code: 0 imported, 1 nothing imported (the files or the data folder say why), 2 usage.
 */
export async function runImportCommand(
  args: readonly string[],
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'> &
    Partial<Pick<ServerConfig, 'redisUrl' | 'mediaDir' | 'ingestConcurrency'>>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const json = args.includes(JSON_FLAG);
  const [kind, ...paths] = args.filter((arg) => arg !== JSON_FLAG);
  const importer = kind === undefined ? undefined : IMPORTERS.get(kind);
  if (!importer || paths.length === 0) {
    console.error(kind && !importer ? `Unknown import "${kind}". ${USAGE}` : USAGE);
    return 2;
  }
  const missing = importer.missing(env);
  if (missing) {
    console.error(missing);
    return 2;
  }
  // With --json, stdout holds one JSON object whatever happens; the reason goes there too.
  const refuse = (reason: string) => {
    if (json) console.log(JSON.stringify({ kind, imported: false, error: reason }));
    else console.error(reason);
    return 1;
  };

  return withCommandDatabase(config, 'import', {
    async prepare(database) {
      await database.migrate();
      await backfillSearchText(database.db);
    },
    async run(database) {
      try {
        const { report, text } = await importer.run(database.db, paths, {
          settings: {
            mediaDir: config.mediaDir ?? resolve(config.dataDir, 'media'),
            ingestConcurrency: config.ingestConcurrency ?? 1,
            sharedDatabase: database.kind !== 'pglite',
          },
          env,
          progress: json ? undefined : terminalProgress(process.stderr),
        });
        console.log(json ? JSON.stringify({ kind, imported: true, report }) : text);
        await announceImport(kind!, config);
        return 0;
      } catch (error) {
        if (!importer.isInputError(error) && !isMissingFile(error)) throw error;
        return refuse(`Nothing was imported. ${(error as Error).message}`);
      }
    },
    inUse: refuse,
  });
}

/**
 * Tells the servers sharing REDIS_URL that an import changed what they keep, so they read it
 * at once; without Redis, or when it cannot be reached, they read it within a second anyway.
 */
async function announceImport(
  kind: string,
  config: Pick<ServerConfig, 'databaseUrl'> & Partial<Pick<ServerConfig, 'redisUrl'>>,
): Promise<void> {
  const notice = changeNoticeSchema.safeParse({ kind: 'imported', what: kind });
  if (!config.redisUrl || !notice.success) return;
  const quiet = { warn: () => undefined, error: () => undefined };
  try {
    const cluster = await joinCluster(
      { redisUrl: config.redisUrl, databaseUrl: config.databaseUrl },
      quiet,
    );
    cluster.notices.publish(notice.data);
    await cluster.close();
  } catch (error) {
    console.error(
      `The servers will see the import within a second: ${(error as Error).message.split('. ')[0]}`,
    );
  }
}

/**
 * Progress on a terminal: a line that rewrites itself on a TTY; on anything else (a log),
 * only the lines of their own, so a log does not fill with bars.
 */
function terminalProgress(stream: NodeJS.WriteStream): ImportProgress {
  let shown = false;
  const clear = () => {
    if (shown) stream.write('\r\x1b[2K');
    shown = false;
  };
  return {
    update(line) {
      if (!stream.isTTY) return;
      clear();
      stream.write(line.slice(0, Math.max(20, (stream.columns ?? 80) - 1)));
      shown = true;
    },
    log(line) {
      clear();
      stream.write(`${line}\n`);
    },
  };
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
