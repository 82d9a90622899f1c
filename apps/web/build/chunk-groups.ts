import type { CodeSplittingGroup } from 'rolldown';

/** How modules import each other, as the bundler reports it. */
export interface ModuleGraph {
  staticImports(id: string): readonly string[];
  dynamicImports(id: string): readonly string[];
}

/** The module ids reached from `roots` by following `next`, the roots included. */
export function reach(roots: readonly string[], next: (id: string) => readonly string[]) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
}

/** A chunk for what some pages (modules, as absolute ids) share, the first with the others. */
export interface PageGroup {
  name: string;
  pages: readonly string[];
}

/** The lazy route modules (router.tsx) whose needs decide the chunks, as absolute ids. */
export interface AppChunkRoots {
  /** The entry (main.tsx), which stays a chunk of its own: it awaits the dictionary. */
  entry: string;
  /** The sign-in page, where visits start when signed out. */
  signIn: string;
  /** The signed-in shell (guard, navigation, player host). */
  shell: string;
  /** Every page outside the shell, the sign-in page included. */
  signedOut: readonly string[];
  /**
   * Chunks of what several signed-in pages share: each takes what its first page imports and
   * at least one other of its pages does too, less what the start, the shell or an earlier
   * one of them took, and less what the shell may load later (the player when idle), lest that
   * load pull in a page's chunk.
   */
  pageGroups: readonly PageGroup[];
}

/** Which chunk each of the app's modules joins; modules left out keep the automatic split. */
export function appChunkOf(
  graph: ModuleGraph,
  roots: AppChunkRoots,
  isAppModule: (id: string) => boolean,
): Map<string, string> {
  const closure = (from: string) => reach([from], (id) => graph.staticImports(id));
  const shellNeeds = closure(roots.shell);
  const signInNeeds = closure(roots.signIn);
  // Everything a signed-out page may load, now or later, so it never waits for the shell.
  const signedOutReach = reach(roots.signedOut, (id) => [
    ...graph.staticImports(id),
    ...graph.dynamicImports(id),
  ]);

  // What the shell may load later, on any signed-in page (the player when idle).
  const shellReach = reach([roots.shell], (id) => [
    ...graph.staticImports(id),
    ...graph.dynamicImports(id),
  ]);

  const chunks = new Map<string, string>();
  const join = (chunk: string, ids: Iterable<string>, accept: (id: string) => boolean) => {
    for (const id of ids) {
      if (isAppModule(id) && !chunks.has(id) && accept(id)) chunks.set(id, chunk);
    }
  };
  join('start', closure(roots.entry), (id) => id !== roots.entry);
  // What the sign-in page shares with the shell or the pages people land on (buttons, the logo).
  const landingNeeds = new Set(
    roots.pageGroups.flatMap(({ pages }) => pages.flatMap((page) => [...closure(page)])),
  );
  join('start', signInNeeds, (id) => shellNeeds.has(id) || landingNeeds.has(id));
  join('shell', shellNeeds, (id) => !signedOutReach.has(id));
  // What the shell may load later that the landing pages import now (the dialogs, the icons'
  // helpers): the shell brings it, rather than a small file of its own on each page.
  join('shell', shellReach, (id) => landingNeeds.has(id) && !signedOutReach.has(id));
  for (const { name, pages } of roots.pageGroups) {
    const [lead, ...others] = pages.map(closure);
    join(
      name,
      lead ?? [],
      (id) => others.some((set) => set.has(id)) && !shellReach.has(id) && !signInNeeds.has(id),
    );
  }
  return chunks;
}

/**
 * Code-splitting groups for the app's own modules (docs/decisions.md, "Nothing loaded before
 * it is needed" and "A first screen in fewer, earlier steps"). Left alone, the bundler cuts a
 * chunk for every set of pages sharing modules, and a page starts with some fifty small files,
 * each compressed on its own. These gather:
 * - `start`: what the entry imports, and what the sign-in page shares with the shell or the
 *   pages of `pageGroups`, since every visit opens one of them first;
 * - `shell`: what the signed-in shell imports and no signed-out page can reach, and what it
 *   may load later (the player) that the pages of `pageGroups` import;
 * - then one chunk for each of `pageGroups`: what its first page shares with another of its
 *   pages, beyond the above and apart from what the shell loads later (the player), lest that
 *   pull a page's chunk. A page of the group that does not need a module carries it anyway:
 *   a few hundred bytes cost less than a request of their own.
 * A module joins the first chunk whose pages all import it, so a chunk's imports are modules of
 * earlier chunks or of none, never of a later one: no two chunks import each other.
 */
export function appChunkGroups(
  roots: AppChunkRoots,
  isAppModule: (id: string) => boolean,
): CodeSplittingGroup[] {
  const plans = new WeakMap<object, Map<string, string>>();
  const chunkOf: CodeSplittingGroup['name'] = (id, context) => {
    let plan = plans.get(context);
    if (!plan) {
      const info = (module: string) => context.getModuleInfo(module);
      plan = appChunkOf(
        {
          staticImports: (module) => info(module)?.importedIds ?? [],
          dynamicImports: (module) => info(module)?.dynamicallyImportedIds ?? [],
        },
        roots,
        isAppModule,
      );
      plans.set(context, plan);
    }
    return plan.get(id) ?? null;
  };
  // Members are chosen closed under imports already; pulling in their imports would drag in
  // modules that signed-out pages share.
  return [{ name: chunkOf, includeDependenciesRecursively: false }];
}
