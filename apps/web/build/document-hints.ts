import { basename, extname } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { FirstVisitRoute } from '../src/app/first-visit-routes';

/** What the server adds to index.html for one path: `document-hints.json`, one entry a route. */
export interface DocumentHint {
  /** A route path as React Router spells it (`/movies/:id`). */
  path: string;
  /** Scripts to name as `modulepreload`, beyond what index.html names already. */
  scripts: string[];
  /** Stylesheets the route's scripts would otherwise add only once they run. */
  styles: string[];
  /** The page's frame (first-visit-routes.ts), which the HTML paints first when signed in. */
  layout: FirstVisitRoute['layout'];
}

/** `document-hints.json`: the routes' hints, and each language's dictionary script. */
export interface DocumentHints {
  routes: DocumentHint[];
  /**
   * By file name under src/shared/i18n/locales (`en`, `pt`, `pt-br`): the dictionary's script,
   * then the scripts it imports that the entry does not load (English takes the server's texts
   * from the contract, `notice-texts.ts`, and its form-rule texts from `en-messages.ts`).
   */
  dictionaries: Record<string, string[]>;
}

export const DOCUMENT_HINTS_FILE = 'document-hints.json';
const DICTIONARY = /[\\/]src[\\/]shared[\\/]i18n[\\/]locales[\\/]([a-z-]+)\.ts$/;

/** Each language's dictionary chunk and what it imports, which the app loads before its first paint. */
export function dictionariesOf(bundle: OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const atStart = entry ? staticClosure(entry, bundle).scripts : new Set<string>();
  const dictionaries: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const language = DICTIONARY.exec(chunk.facadeModuleId ?? '');
    if (!language?.[1]) continue;
    const scripts = [...staticClosure(chunk, bundle).scripts];
    dictionaries[language[1]] = scripts.filter((script) => !atStart.has(script));
  }
  return dictionaries;
}

interface ChunkMetadata {
  viteMetadata?: { importedCss: Set<string> };
}

/** The chunk and every chunk it imports statically, with their stylesheets, as URLs. */
function staticClosure(start: OutputChunk, bundle: OutputBundle) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(`/${chunk.fileName}`)) return;
    scripts.add(`/${chunk.fileName}`);
    for (const css of (chunk as OutputChunk & ChunkMetadata).viteMetadata?.importedCss ?? []) {
      styles.add(`/${css}`);
    }
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(start);
  return { scripts, styles };
}

/** The hints of each route: its modules' closures less what the entry loads anyway. */
export function documentHintsOf(
  routes: readonly FirstVisitRoute[],
  bundle: OutputBundle,
): DocumentHint[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('document hints: the build has no entry chunk');
  const atStart = staticClosure(entry, bundle);
  const routeChunk = (module: string) => {
    const chunk = chunks.find(
      (candidate) =>
        candidate.isDynamicEntry &&
        candidate.facadeModuleId !== null &&
        basename(candidate.facadeModuleId, extname(candidate.facadeModuleId)) === module,
    );
    if (!chunk) throw new Error(`document hints: no lazy chunk for the route module ${module}`);
    return chunk;
  };
  return routes.map(({ path, modules, layout }) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const module of modules) {
      const closure = staticClosure(routeChunk(module), bundle);
      closure.scripts.forEach((script) => atStart.scripts.has(script) || scripts.add(script));
      closure.styles.forEach((style) => atStart.styles.has(style) || styles.add(style));
    }
    return { path, scripts: [...scripts], styles: [...styles], layout };
  });
}

/**
 * Writes `document-hints.json` beside index.html: for each page a visit can start on
 * (src/app/first-visit-routes.ts), the scripts and styles its lazy route modules need, and the
 * script of each language's dictionary. The
 * server names them in that page's HTML (apps/server/src/http/web-document.ts), so a cold load
 * fetches the route with the entry rather than one round trip after it.
 */
export function documentHints(routes: readonly FirstVisitRoute[]): Plugin {
  return {
    name: 'marquee-document-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: DOCUMENT_HINTS_FILE,
        source: JSON.stringify({
          routes: documentHintsOf(routes, bundle),
          dictionaries: dictionariesOf(bundle),
        } satisfies DocumentHints),
      });
    },
  };
}
