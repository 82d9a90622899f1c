import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { buildModules, declareMetrics, importersOf } from './resolve-modules.js';
import type { DeclaredImporter, ModuleContext, ModuleDeclaration } from './server-module.js';
import { SERVER_MODULES } from './server-modules.js';

/** Declarations under names of their own: the resolver knows nothing of `Provided`. */
function declarations(
  list: { name: string; needs?: string[]; provides?: unknown; built?: string[] }[],
): ModuleDeclaration[] {
  return list.map(
    ({ name, needs, provides, built }) =>
      ({
        name,
        needs,
        build: (_context: ModuleContext, given: Record<string, unknown>) => {
          built?.push(`${name}(${Object.keys(given).join(',')})`);
          return provides === undefined ? {} : { provides };
        },
      }) as unknown as ModuleDeclaration,
  );
}

const context = {} as ModuleContext;

describe('buildModules', () => {
  it('builds each module after those it needs, hands it what they provide, and keeps the list order', async () => {
    const built: string[] = [];
    let given: unknown;
    const list = declarations([
      { name: 'art', needs: ['catalogue', 'site'], built },
      { name: 'catalogue', needs: ['site'], provides: { titles: 'T' }, built },
      { name: 'site', provides: { name: 'Marquee' }, built },
    ]);
    list[0]!.build = (_context, needs) => {
      given = needs;
      built.push('art');
      return {};
    };
    const modules = await buildModules(list, context);
    expect(built).toEqual(['site()', 'catalogue(site)', 'art']);
    expect(given).toEqual({ catalogue: { titles: 'T' }, site: { name: 'Marquee' } });
    expect(modules.map((module) => module.name)).toEqual(['art', 'catalogue', 'site']);
    expect(modules[1]).not.toHaveProperty('provides');
  });

  it('fails naming a need that is not in the list', async () => {
    await expect(
      buildModules(declarations([{ name: 'rentals', needs: ['payments'] }]), context),
    ).rejects.toThrow('The rentals module needs payments, which is not in the list');
  });

  it('fails naming a need that provides nothing', async () => {
    await expect(
      buildModules(declarations([{ name: 'pages' }, { name: 'art', needs: ['pages'] }]), context),
    ).rejects.toThrow('The art module needs pages, which provides nothing');
  });

  it('fails naming the modules whose needs go round in a circle', async () => {
    const list = declarations([
      { name: 'account', needs: ['rentals'], provides: {} },
      { name: 'rentals', needs: ['catalogue'], provides: {} },
      { name: 'catalogue', needs: ['account'], provides: {} },
    ]);
    await expect(buildModules(list, context)).rejects.toThrow(
      'Modules need each other in a circle: account -> rentals -> catalogue -> account',
    );
  });

  it('fails on a name declared twice', async () => {
    await expect(
      buildModules(declarations([{ name: 'ads' }, { name: 'ads' }]), context),
    ).rejects.toThrow('Two modules are named ads');
  });
});

describe('declareMetrics', () => {
  /** A module counting its visits, on the registry it is given. */
  const counting = {
    name: 'visits',
    metrics: (registry: Registry) =>
      new Counter({ name: 'visits_total', help: 'Visits.', registers: [registry] }),
    build: (_context: ModuleContext, _needs: unknown, visits: Counter) => {
      visits.inc(2);
      return {};
    },
  } as unknown as ModuleDeclaration;

  it("adds each module's metrics to the registry, and hands them to its build", async () => {
    const registry = new Registry();
    const declared = declareMetrics([{ name: 'pages' }, counting], registry);
    expect([...declared.keys()]).toEqual(['visits']);
    await buildModules([{ name: 'pages' }, counting], context, declared);
    expect(await registry.metrics()).toBe(
      '# HELP visits_total Visits.\n# TYPE visits_total counter\nvisits_total 2\n',
    );
  });

  it('lets no module with metrics be built without them', async () => {
    await expect(buildModules([counting], context)).rejects.toThrow(
      "The visits module's metrics were not declared",
    );
  });
});

describe('the server modules', () => {
  it('name each module once, and need only modules in the list', () => {
    const names = SERVER_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    for (const module of SERVER_MODULES) {
      for (const need of module.needs ?? []) expect(names).toContain(need);
    }
  });

  it('import media, catalogues, channels and guides, channels before the guide that feeds them', () => {
    expect([...importersOf(SERVER_MODULES).keys()]).toEqual([
      'media',
      'catalogue',
      'channels',
      'guide',
    ]);
  });
});

describe('importersOf', () => {
  it('fails on a kind two modules import', () => {
    const importer = {} as DeclaredImporter;
    const list = [
      { name: 'a', importers: { guide: importer } },
      { name: 'b', importers: { guide: importer } },
    ] as ModuleDeclaration[];
    expect(() => importersOf(list)).toThrow('Two modules import the kind guide');
  });
});
