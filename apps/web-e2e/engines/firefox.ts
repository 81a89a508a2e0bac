import puppeteer, { type Page } from 'puppeteer-core';
import { COLLECT_ERRORS, type Engine, PHONE, WAIT_MS } from './engine';

/** Debian's Firefox ESR (package firefox-esr), which speaks WebDriver BiDi itself. */
const FIREFOX = '/usr/bin/firefox-esr';

/**
 * Firefox over WebDriver BiDi, spoken to with puppeteer-core (no geckodriver needed, and none is
 * packaged here). Autoplay is allowed as a visitor's tap allows it, for unattended runs.
 */
export async function launchFirefox(baseURL: string): Promise<Engine> {
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
  await page.evaluateOnNewDocument(COLLECT_ERRORS);
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(String(error)));

  const find = (xpath: string) =>
    page.waitForSelector(`::-p-xpath(${xpath})`, { visible: true, timeout: WAIT_MS });
  return {
    name: 'firefox',
    async goto(path) {
      thrown.length = 0;
      await page.goto(new URL(path, baseURL).href);
    },
    async tap(xpath) {
      await (await find(xpath))?.click();
    },
    async type(xpath, text) {
      await (await find(xpath))?.type(text);
    },
    press: (key) => page.keyboard.press(key),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async pageErrors() {
      const collected = await page.evaluate<[], () => string[]>(
        () => (window as unknown as { engineErrors?: string[] }).engineErrors ?? [],
      );
      return [...new Set([...thrown, ...collected])];
    },
    close: () => browser.close(),
  };
}
