import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now, with the WCAG A and AA rules and `target-size` (off in
 * axe by default), and describes each violation on one line: where, rule, element, and what
 * to fix. An empty list means the page passed.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Only violations come back in full: collecting every passing node is most of axe's time.
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} on ${node.target.join(' ')} — ${(node.failureSummary ?? '')
          .replace(/\s+/g, ' ')
          .slice(0, 300)}`,
    ),
  );
}
