// How long a source file may be: over SOFT_LIMIT lines only when the README nearest to it says
// why (a `Long files` section naming it), never over HARD_LIMIT. Locales, generated SQL and
// data (JSON, or a `*.data.ts` module that holds only a table) are not source. Node built-ins only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

export const SOFT_LIMIT = 300;
export const HARD_LIMIT = 400;

const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;
const NOT_SOURCE = [/(?:^|\/)locales\//, /^apps\/server\/drizzle\//, /\.d\.[cm]?ts$/];

/** Whether a repository path is source code whose length counts. */
export function isSource(path) {
  return SOURCE.test(path) && !NOT_SOURCE.some((pattern) => pattern.test(path));
}

/** Whether a `*.data.ts` module is a table alone: no function, arrow or class in it. */
export function isData(path, text) {
  return path.endsWith('.data.ts') && !/\bfunction\b|=>|\bclass\b/.test(text);
}

/**
 * The paths a README's `Long files` section names (in backticks, relative to the README's
 * folder), each with the reason written after it.
 */
export function longFilesSection(readme) {
  const named = new Map();
  let inSection = false;
  for (const line of readme.split('\n')) {
    const heading = /^(#+)\s+(.*)$/.exec(line);
    if (heading) {
      inSection = /^long files$/i.test(heading[2].trim());
      continue;
    }
    if (!inSection) continue;
    const item = /^\s*[-*]\s+`([^`]+)`[\s:,.;-]*(.*)$/.exec(line);
    if (item) named.set(item[1], item[2].trim());
  }
  return named;
}

/**
 * What is wrong with the lengths of these files: `files` maps a repository path to its line
 * count, `readmeFor(path)` gives the nearest README (its path and text) or null.
 */
export function lengthProblems(files, readmeFor) {
  const problems = [];
  for (const [path, lines] of files) {
    if (!isSource(path) || lines <= SOFT_LIMIT) continue;
    if (lines > HARD_LIMIT) {
      problems.push(`${path}: ${lines} lines, over ${HARD_LIMIT}: split it by concern`);
      continue;
    }
    const readme = readmeFor(path);
    const name = readme ? posix.relative(posix.dirname(readme.path), path) : path;
    const reason = readme ? longFilesSection(readme.text).get(name) : undefined;
    if (!reason) {
      problems.push(
        `${path}: ${lines} lines, over ${SOFT_LIMIT}: split it, or say why under "Long files" ` +
          `in ${readme?.path ?? 'a README beside it'} (as \`${name}\`: the reason)`,
      );
    }
  }
  return problems;
}

function lineCount(text) {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function main() {
  const root = join(dirname(new URL(import.meta.url).pathname), '..');
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const files = new Map();
  for (const path of listed.split('\n')) {
    if (!path || !isSource(path) || !existsSync(join(root, path))) continue;
    const text = readFileSync(join(root, path), 'utf8');
    if (!isData(path, text)) files.set(path, lineCount(text));
  }
  const readmes = new Map();
  const readmeFor = (path) => {
    for (let folder = posix.dirname(path); ; folder = posix.dirname(folder)) {
      const candidate = folder === '.' ? 'README.md' : `${folder}/README.md`;
      if (!readmes.has(candidate)) {
        const full = join(root, candidate);
        readmes.set(candidate, existsSync(full) ? readFileSync(full, 'utf8') : null);
      }
      const text = readmes.get(candidate);
      if (text !== null) return { path: candidate, text };
      if (folder === '.') return null;
    }
  };
  const problems = lengthProblems(files, readmeFor);
  if (problems.length > 0) {
    console.error(`Files too long (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`File lengths: ${files.size} source files, none too long.`);
}

if (relative(process.argv[1] ?? '', new URL(import.meta.url).pathname) === '') main();
