import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { workerServer } from './worker-server';

/** A `securitypolicyviolation` event, as the page reported it. */
export interface CspViolation {
  /** The directive that blocked it, e.g. `style-src-elem`. */
  directive: string;
  /** What was blocked: a URL, or `inline`, `eval`, `data`... */
  blockedURI: string;
  /** The page it happened on. */
  documentURI: string;
  /** Where the blocked code or the code that asked for it is, when the browser says. */
  sourceFile: string;
  line: number;
  column: number;
  /** The first characters of a blocked inline script or style, when the policy asks for them. */
  sample: string;
}

/** The violations a test met, and a way to watch contexts a spec makes itself. */
export interface CspGuard {
  readonly violations: CspViolation[];
  /** Reports this context's violations too (the test's own `context` is watched already). */
  watch(context: BrowserContext): Promise<void>;
}

const BINDING = '__marqueeCspViolation';

/** One line per violation, naming the directive that blocked it and what it blocked. */
export function describeViolations(violations: readonly CspViolation[]): string {
  const lines = violations.map((violation) => {
    const where = violation.sourceFile
      ? ` (from ${violation.sourceFile}:${violation.line}:${violation.column})`
      : '';
    const sample = violation.sample ? ` sample: ${JSON.stringify(violation.sample)}` : '';
    return `- ${violation.directive} blocked ${violation.blockedURI || '(no URI)'} on ${violation.documentURI}${where}${sample}`;
  });
  return [`The Content Security Policy blocked ${violations.length} load(s):`, ...lines].join('\n');
}

async function watchContext(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding) => {
    // Capturing on the window sees the events fired at elements and at the document alike.
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (v: CspViolation) => unknown>)[binding];
        void report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blockedURI: event.blockedURI,
          documentURI: event.documentURI,
          sourceFile: event.sourceFile,
          line: event.lineNumber,
          column: event.columnNumber,
          sample: event.sample,
        });
      },
      true,
    );
  }, BINDING);
}

/**
 * Contexts a spec opens itself (`browser.newContext`, `browser.newPage`) are watched as well,
 * for the length of the test: a policy violation fails any spec, whoever made its pages.
 */
function watchNewContexts(browser: Browser, guard: CspGuard): () => void {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await guard.watch(context);
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Browser.newPage does: its context closes with the page.
    page.once('close', () => void context.close());
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

/**
 * Playwright's `test` with a guard every spec gets: a `securitypolicyviolation` event in any of
 * its pages fails the test, with the blocked directive and URI in the message.
 */
export const test = base.extend<{ cspGuard: CspGuard }>({
  // The worker's own server (worker-server.ts); a spec that runs its own sets it with test.use.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(workerServer(testInfo.parallelIndex).baseURL);
  },
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: CspViolation[] = [];
      const guard: CspGuard = { violations, watch: (watched) => watchContext(watched, violations) };
      await guard.watch(context);
      const restore = watchNewContexts(browser, guard);
      try {
        await use(guard);
      } finally {
        restore();
      }
      // Reports still on their way from the pages arrive before this round trip returns.
      await Promise.all(context.pages().map((page) => page.evaluate(() => 0).catch(() => 0)));
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
