import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const lib = (file: string) => fileURLToPath(new URL(`../src/shared/lib/${file}`, import.meta.url));

/** sonner's own function that adds its stylesheet as a `<style>` element. */
const SONNER_INSERT_CSS = /function __insertCSS\(code\) \{[\s\S]*?\n\}\n/;
const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;

/**
 * Rewrites sonner's `__insertCSS` so its stylesheet is adopted (src/shared/lib/adopt-styles.ts)
 * rather than added as a `<style>` element, which a CSP without 'unsafe-inline' blocks.
 * Fails the build if sonner stops looking as expected, rather than let its styles go missing.
 */
export function adoptSonnerStyles(code: string): string {
  if (!SONNER_INSERT_CSS.test(code)) {
    throw new Error(
      'sonner no longer adds its styles through __insertCSS: see adopted-library-styles.ts',
    );
  }
  return code.replace(
    SONNER_INSERT_CSS,
    [
      `import { adoptStyles as __adoptStyles } from ${JSON.stringify(lib('adopt-styles.ts'))};`,
      'function __insertCSS(code) {',
      "  if (code && typeof document != 'undefined') __adoptStyles(code);",
      '}',
      '',
    ].join('\n'),
  );
}

/**
 * Libraries' styles that would be injected as `<style>` elements become constructed
 * stylesheets, so the page's CSP holds without 'unsafe-inline': sonner's (rewritten above) and
 * the dialogs' scroll lock (react-style-singleton, replaced by src/shared/lib/style-singleton.ts).
 */
export function adoptedLibraryStyles(): Plugin {
  return {
    name: 'marquee-adopted-library-styles',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-style-singleton' ? lib('style-singleton.ts') : null;
    },
    transform(code, id) {
      return SONNER_MODULE.test(id) ? { code: adoptSonnerStyles(code), map: null } : null;
    },
  };
}
