import puppeteer, { type Frame, type Page } from 'puppeteer-core';
import { type EmbedEngine, PHONE, WAIT_MS } from './engine';

/** Debian's Firefox ESR (package firefox-esr), which speaks WebDriver BiDi itself. */
const FIREFOX = '/usr/bin/firefox-esr';

/**
 * Firefox over WebDriver BiDi, spoken to with puppeteer-core, as apps/web-e2e/engines does (no
 * geckodriver is packaged here). Autoplay is allowed as a visitor's tap allows it, for unattended
 * runs.
 */
export async function launchFirefox(appOrigin: string): Promise<EmbedEngine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    args: [`--width=${PHONE.width}`, `--height=${PHONE.height}`],
    extraPrefsFirefox: { 'media.autoplay.default': 0 },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  // BiDi sets the viewport; ESR 153 lacks the screen-orientation part, which is not needed here.
  await page.setViewport(PHONE).catch(() => undefined);

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
