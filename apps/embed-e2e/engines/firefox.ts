import { startFirefox } from '@video/browser/engines';
import type { Frame } from 'puppeteer-core';
import { type EmbedEngine, WAIT_MS } from './engine';

/**
 * Firefox over WebDriver BiDi, spoken to with puppeteer-core, as apps/web-e2e/engines does (no
 * geckodriver is packaged here). Autoplay is allowed as a visitor's tap allows it, for unattended
 * runs.
 */
export async function launchFirefox(appOrigin: string): Promise<EmbedEngine> {
  const { browser, page } = await startFirefox();

  const player = (): Promise<Frame> =>
    page.waitForFrame((frame) => frame.url().startsWith(`${appOrigin}/embed`), {
      timeout: WAIT_MS,
    });
  return {
    name: 'firefox',
    async goto(url) {
      await page.goto(url);
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    evaluateInPlayer: async <T>(expression: string) =>
      (await player()).evaluate(expression) as Promise<T>,
    async tapInPlayer(xpath) {
      const frame = await player();
      const element = await frame.waitForSelector(`::-p-xpath(${xpath})`, {
        visible: true,
        timeout: WAIT_MS,
      });
      await frame.waitForFunction((node) => !(node as HTMLButtonElement).disabled, {}, element);
      await element?.click();
    },
    close: () => browser.close(),
  };
}
