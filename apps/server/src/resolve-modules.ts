import type { Registry } from 'prom-client';
import type {
  DeclaredImporter,
  ModuleContext,
  ModuleDeclaration,
  ServerModule,
} from './server-module.js';

/** A built module with the name it was declared under. */
export interface BuiltModule extends ServerModule {
  name: string;
}

/** What each module's `metrics` returned, by its name (declareMetrics). */
export type DeclaredMetrics = ReadonlyMap<string, unknown>;

/**
 * Adds every module's metrics to the server's registry, in the list's order; what each returned,
 * by its name, for buildModules to hand to its `build`.
 */
export function declareMetrics(
  declarations: readonly ModuleDeclaration[],
  registry: Registry,
): DeclaredMetrics {
  const metrics = new Map<string, unknown>();
  for (const declaration of declarations) {
    if (declaration.metrics) metrics.set(declaration.name, declaration.metrics(registry));
  }
  return metrics;
}

/**
 * Builds every declared module, each after the modules it needs, and hands each what those
 * provide and its own metrics (declareMetrics). Fails, naming the modules, on a name declared
 * twice, a need that no module in the list provides, needs that go round in a circle, or a
 * module whose metrics were not made. The modules come back in the list's order, the order
 * their calls, routes and hooks are registered in.
 */
export async function buildModules(
  declarations: readonly ModuleDeclaration[],
  context: ModuleContext,
  metrics: DeclaredMetrics = new Map(),
): Promise<BuiltModule[]> {
  const byName = new Map<string, ModuleDeclaration>();
  for (const declaration of declarations) {
    if (byName.has(declaration.name)) {
      throw new Error(`Two modules are named ${declaration.name}`);
    }
    byName.set(declaration.name, declaration);
  }
  const provided = new Map<string, unknown>();
  const built = new Map<string, BuiltModule>();
  const building: string[] = [];

  async function build(declaration: ModuleDeclaration): Promise<BuiltModule> {
    const done = built.get(declaration.name);
    if (done) return done;
    if (building.includes(declaration.name)) {
      const circle = [...building.slice(building.indexOf(declaration.name)), declaration.name];
      throw new Error(`Modules need each other in a circle: ${circle.join(' -> ')}`);
    }
    building.push(declaration.name);
    const needs: Record<string, unknown> = {};
    for (const need of declaration.needs ?? []) {
      const other = byName.get(need);
      if (!other) {
        throw new Error(`The ${declaration.name} module needs ${need}, which is not in the list`);
      }
      await build(other);
      if (!provided.has(need)) {
        throw new Error(`The ${declaration.name} module needs ${need}, which provides nothing`);
      }
      needs[need] = provided.get(need);
    }
    if (declaration.metrics && !metrics.has(declaration.name)) {
      throw new Error(`The ${declaration.name} module's metrics were not declared`);
    }
    const { provides, ...module } =
      (await declaration.build?.(context, needs as never, metrics.get(declaration.name))) ?? {};
    if (provides !== undefined) provided.set(declaration.name, provides);
    const result = { ...module, name: declaration.name };
    built.set(declaration.name, result);
    building.pop();
    return result;
  }

  for (const declaration of declarations) await build(declaration);
  return declarations.map((declaration) => built.get(declaration.name)!);
}

/** The kinds of `npm run import -- KIND` the modules declare, each with its importer. */
export function importersOf(
  declarations: readonly ModuleDeclaration[],
): ReadonlyMap<string, DeclaredImporter> {
  const importers = new Map<string, DeclaredImporter>();
  for (const declaration of declarations) {
    for (const [kind, importer] of Object.entries(declaration.importers ?? {})) {
      if (importers.has(kind)) throw new Error(`Two modules import the kind ${kind}`);
      importers.set(kind, importer);
    }
  }
  return importers;
}
