import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './paths.js';
import { SERVER_MODULES } from './server-modules.js';

const modulesFolder = join(serverRoot, 'src', 'modules');
const foldersIn = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The README's domain map: each row's domain, its modules and the domains it may use. */
function readmeMap(): Map<string, { modules: string[]; uses: string[] }> {
  const readme = readFileSync(join(serverRoot, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Domains'),
    readme.indexOf('\n## ', readme.indexOf('## Domains') + 1),
  );
  const rows = new Map<string, { modules: string[]; uses: string[] }>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const domain = /^`([a-z-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!domain) continue;
    // A module is named first in its item: "`catalogue` (films, shows...)".
    const modules = [...(cells[2] ?? '').matchAll(/(?:^|, )`([a-z-]+)`/g)].map((m) => m[1]!);
    const uses = cells[3] === 'nothing' ? [] : (cells[3] ?? '').split(', ');
    rows.set(domain, { modules: modules.sort(), uses });
  }
  return rows;
}

describe('the domain map', () => {
  it('is the same in the README as in domains.mjs, which lint enforces, and names every module folder', async () => {
    const map = pathToFileURL(join(serverRoot, 'domains.mjs')).href;
    const { serverDomains } = (await import(map)) as {
      serverDomains: Record<string, string[]>;
    };
    const readme = readmeMap();
    expect([...readme.keys()]).toEqual(Object.keys(serverDomains));
    for (const [domain, uses] of Object.entries(serverDomains)) {
      expect(readme.get(domain)?.uses, domain).toEqual(uses);
      expect(readme.get(domain)?.modules, domain).toEqual(foldersIn(join(modulesFolder, domain)));
    }
  });

  it('has every module folder declared in the one list of modules', () => {
    const declared = SERVER_MODULES.map((module) => module.name);
    for (const domain of foldersIn(modulesFolder)) {
      for (const module of foldersIn(join(modulesFolder, domain))) {
        expect(declared, `${domain}/${module}`).toContain(module);
      }
    }
  });
});
