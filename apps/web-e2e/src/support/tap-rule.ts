import type { Page } from '@playwright/test';

/** The product's tap rule: a control acts again no sooner than this after it last acted. */
export const TAP_RULE_MS = 1000;

/**
 * Moves the page's clock past the tap rule's second, as a person reading a toast before the next
 * tap takes it; the page's clock must have been installed (`page.clock.install()`) before the
 * page loaded.
 */
export async function waitOutTapRule(page: Page): Promise<void> {
  await page.clock.fastForward(TAP_RULE_MS);
}
