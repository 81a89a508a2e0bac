import type { BrowserContext, Page } from '@playwright/test';

/** Serves the demo's `config.json` to `target`'s pages with `changes` over it. */
export async function overrideConfig(
  target: Page | BrowserContext,
  changes: Readonly<Record<string, unknown>>,
): Promise<void> {
  await target.route('**/config.json', async (route) => {
    // The preview server may drop a kept-alive connection under load: ask once more.
    const response = await route.fetch().catch(() => route.fetch());
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, ...changes } });
  });
}
