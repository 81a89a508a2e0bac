import { startFirefox } from '@video/browser/engines';
import { APP_RENDERED, COLLECT_ERRORS, type Engine, SWIPE_STEPS, WAIT_MS } from './engine';

/**
 * Firefox over WebDriver BiDi, spoken to with puppeteer-core (no geckodriver needed, and none is
 * packaged here). Autoplay is allowed as a visitor's tap allows it, for unattended runs.
 */
export async function launchFirefox(baseURL: string): Promise<Engine> {
  const { browser, page } = await startFirefox();
  await page.evaluateOnNewDocument(COLLECT_ERRORS);
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(String(error)));
  // Only what the document now open reports counts, as with the errors it collects itself.
  // Firefox reports each load a service worker was answering for a document that is being left
  // (a module chunk, a cover) as an error of the tab ("A ServiceWorker intercepted the request
  // and encountered an unexpected error"), while the next document loads: none is that one's.
  page.on('framenavigated', (frame) => {
    // Emitted when a new document of the frame is up (and on a change of the address's #hash).
    if (frame === page.mainFrame()) thrown.length = 0;
  });

  const find = (xpath: string) =>
    page.waitForSelector(`::-p-xpath(${xpath})`, { visible: true, timeout: WAIT_MS });
  return {
    name: 'firefox',
    async goto(path) {
      await page.goto(new URL(path, baseURL).href);
      await page.waitForFunction(APP_RENDERED, { timeout: WAIT_MS });
    },
    async tap(xpath) {
      await (await find(xpath))?.click();
    },
    async type(xpath, text) {
      await (await find(xpath))?.type(text);
    },
    async fill(xpath, text) {
      await (await find(xpath))?.focus();
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    async swipe(from, to) {
      await page.touchscreen.touchStart(from.x, from.y);
      for (let step = 1; step <= SWIPE_STEPS; step++) {
        const share = step / SWIPE_STEPS;
        await page.touchscreen.touchMove(
          from.x + (to.x - from.x) * share,
          from.y + (to.y - from.y) * share,
        );
      }
      await page.touchscreen.touchEnd();
    },
    async touchDown(at, ...then) {
      await page.touchscreen.touchStart(at.x, at.y);
      for (const point of then) await page.touchscreen.touchMove(point.x, point.y);
    },
    async touchMove(...through) {
      for (const point of through) await page.touchscreen.touchMove(point.x, point.y);
    },
    touchUp: () => page.touchscreen.touchEnd(),
    async doubleTap({ x, y }) {
      await page.touchscreen.tap(x, y);
      await page.touchscreen.tap(x, y);
    },
    press: (key) => page.keyboard.press(key),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async pageErrors() {
      const collected = await page.evaluate<[], () => string[]>(
        () => (window as unknown as { engineErrors?: string[] }).engineErrors?.splice(0) ?? [],
      );
      return [...new Set([...thrown.splice(0), ...collected])];
    },
    close: () => browser.close(),
  };
}
