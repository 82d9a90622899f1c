// An ESLint rule: no import goes round in a circle, counting type-only and dynamic imports,
// which import-x/no-cycle skips (it has no option to count them). A cycle of types alone does
// not fail at run time, but it ties the files together all the same: neither can move or be
// read without the other. Relative imports only; files are read with TypeScript's pre-processor.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** How long a file's imports are trusted before it is read again (an editor keeps the rule). */
const TRUSTED_MS = 2_000;
const imports = new Map();

/** The .ts file a relative specifier names, or undefined. */
function resolveTs(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')].find(existsSync);
}

/** The files `file` imports relatively, type-only and dynamic imports included. */
function importsOf(file) {
  const kept = imports.get(file);
  if (kept && Date.now() - kept.at < TRUSTED_MS) return kept.files;
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const files = ts
    .preProcessFile(source, true, true)
    .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => resolveTs(file, fileName))
    .filter((found) => found !== undefined);
  imports.set(file, { at: Date.now(), files });
  return files;
}

/** The shortest chain of imports from `start` to `target`, both included, or undefined. */
function chainTo(start, target) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [next];
        for (let at = file; at !== undefined; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only and dynamic imports included.' },
    messages: { cycle: 'Import cycle (type imports count): {{chain}}' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveTs(file, specifier);
      const chain = target && chainTo(target, file);
      if (!chain) return;
      const names = [file, ...chain].map((at) => relative(dirname(file), at) || '.');
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' -> ') } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
