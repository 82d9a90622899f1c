import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets the app is held to: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The impacts that fail a page; minor and moderate findings are left to review. */
const FAILING = new Set(['serious', 'critical']);

interface Finding {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** One line per finding: the rule, its impact, what it asks, and the elements that break it. */
export function describeFindings(findings: readonly Finding[]): string[] {
  return findings.map((finding) => {
    const targets = finding.nodes.map((node) => node.target.join(' ')).join(', ');
    return `${finding.id} (${finding.impact}): ${finding.help}; on ${targets}`;
  });
}

/**
 * Runs axe on the page as it is now (dialogs open included), once its transitions have ended,
 * and fails on any serious or critical violation, naming the rule, its impact and the elements.
 * A dialog still fading in would show axe its colours half-way (a contrast finding of nothing a
 * person reads); endless animations (a spinner) are not waited for.
 */
export async function expectAccessible(page: Page, where = new URL(page.url()).pathname) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const failing = results.violations.filter((violation) => FAILING.has(violation.impact ?? ''));
  expect(describeFindings(failing), `serious or critical axe findings on ${where}`).toEqual([]);
}
