// `npm test`: unit and server-integration tests on PGlite (and again on PostgreSQL when
// TEST_DATABASE_URL is set; with TEST_REDIS_URL too, several instances on both), then the
// end-to-end suite in Debian's Chromium.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startBriefly, treeStatus } from './clean-tree.mjs';
import { findChromium } from './find-chromium.mjs';
import { bin, buildIfStale, ensureDependencies, root, run } from './lib.mjs';

// What git sees before anything is installed or built: the run must leave it as it was.
const treeBefore = treeStatus();
await ensureDependencies();

const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found for the end-to-end tests.\n' +
      "Install Debian's: apt-get update && apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

await buildIfStale();

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;

const suites = [
  {
    name: 'unit and integration (PGlite)',
    report: 'vitest-pglite.json',
    command: [
      bin('vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-pglite.json',
    ],
    env: withoutPostgres,
  },
  ...(postgresUrl
    ? [
        {
          name: 'server integration (PostgreSQL)',
          report: 'vitest-postgres.json',
          command: [
            bin('vitest'),
            'run',
            '--project',
            'server',
            '--reporter=default',
            '--reporter=json',
            '--outputFile.json=test-results/vitest-postgres.json',
          ],
          env: { ...process.env, TEST_DATABASE_URL: postgresUrl },
        },
      ]
    : []),
  // Two built servers on PostgreSQL and Redis: a shared session, socket events, rentals and
  // imports across instances, a rolling restart (apps/server/src/several-instances.test.ts), and
  // a restreamed channel: one upstream reader for both, taken over when its holder stops
  // (apps/server/src/several-instances-restream.test.ts).
  ...(postgresUrl && redisUrl
    ? [
        {
          name: 'several instances (PostgreSQL and Redis)',
          report: 'vitest-instances.json',
          command: [
            bin('vitest'),
            'run',
            '--config',
            'apps/server/vitest.instances.config.ts',
            '--reporter=default',
            '--reporter=json',
            // Absolute: with --config, a relative path is the config's folder's.
            `--outputFile.json=${join(results, 'vitest-instances.json')}`,
          ],
          env: { ...process.env, TEST_DATABASE_URL: postgresUrl, TEST_REDIS_URL: redisUrl },
        },
      ]
    : []),
  {
    name: 'end to end (Chromium)',
    report: 'playwright.json',
    command: [bin('playwright'), 'test', '--config', 'e2e/playwright.config.ts'],
    env: {
      ...withoutPostgres,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json'),
    },
  },
];

let passed = 0;
let failed = 0;
let skipped = 0;
let anyFailed = false;
// Named again after every runner's summary, so the end of a long run says what failed.
const failures = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===\n`);
  const code = await run(suite.command[0], suite.command.slice(1), { env: suite.env });
  const counts = readCounts(join(results, suite.report));
  if (code !== 0 || !counts) anyFailed = true;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    failures.push(...counts.failures.map((failure) => `${suite.name}: ${failure}`));
    // Vitest exits 1 on an error outside any test (an unhandled rejection) with every test passed.
    if (code !== 0 && counts.failures.length === 0) {
      failures.push(`${suite.name}: exit code ${code} with no failed test; see its output above`);
    }
  } else {
    failed += 1;
    console.error(`${suite.name}: no results were written (exit code ${code})`);
  }
}

// `npm start` serves, and neither it nor this run changed what git sees.
console.log('\n=== npm start, and a clean tree ===\n');
const startProblem = await startBriefly();
const treeAfter = treeStatus();
const treeProblem =
  treeBefore !== null && treeAfter !== treeBefore
    ? `npm start and npm test changed the tree:\n${treeAfter}`
    : null;
for (const problem of [startProblem, treeProblem]) {
  if (problem) {
    console.error(problem);
    failures.push(problem.split('\n')[0]);
    failed += 1;
  } else {
    passed += 1;
  }
}
console.log(startProblem ? 'npm start: failed' : 'npm start: served /api/health, stopped');
console.log(treeProblem ? 'tree: changed' : 'tree: unchanged');

if (failures.length > 0) {
  console.log('\nfailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(anyFailed || failed > 0 ? 1 : 0);

function readCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
      failures: playwrightFailures(report.suites ?? [], report.config?.rootDir ?? root),
    };
  }
  // A test file that failed without a failed test (it did not load, or a hook threw) counts
  // once; `numFailedTestSuites` would also count every describe block around a failed test.
  const files = report.testResults ?? [];
  const filesFailedOutsideTests = files.filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + filesFailedOutsideTests.length,
    skipped: report.numPendingTests + report.numTodoTests,
    failures: [
      ...files.flatMap((file) =>
        (file.assertionResults ?? [])
          .filter((test) => test.status === 'failed')
          .map((test) =>
            failureLine(relative(root, file.name), test.fullName, test.failureMessages?.[0]),
          ),
      ),
      ...filesFailedOutsideTests.map((file) =>
        failureLine(relative(root, file.name), 'the file', file.message),
      ),
    ],
  };
}

function playwrightFailures(suites, testDir) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) =>
          failureLine(
            `${relative(root, join(testDir, spec.file))}:${spec.line}`,
            spec.title,
            test.results.at(-1)?.error?.message,
          ),
        ),
    ),
    ...playwrightFailures(suite.suites ?? [], testDir),
  ]);
}

/** One line: where, which test, and the first line of why (colours stripped). */
function failureLine(where, name, message) {
  const why = stripVTControlCharacters(message ?? '')
    .trim()
    .split('\n')[0];
  return `${where} › ${name}${why ? ` — ${why.slice(0, 300)}` : ''}`;
}
