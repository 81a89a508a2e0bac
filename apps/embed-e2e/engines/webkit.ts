import { startWebKit } from '@video/browser/engines';
import { By, until } from 'selenium-webdriver';
import { type EmbedEngine, WAIT_MS } from './engine';

/**
 * WebKit (iPhone Safari, WeChat on iOS): WebKitWebDriver under a virtual display, spoken to with
 * selenium-webdriver, as apps/web-e2e/engines does. The player's frame is entered for each call
 * and left after it, so that every other call speaks to the host page.
 */
export async function launchWebKit(port: number): Promise<EmbedEngine> {
  const { driver, close } = await startWebKit(port);

  const inPlayer = async <T>(act: () => Promise<T>): Promise<T> => {
    const frame = await driver.wait(until.elementLocated(By.css('#player')), WAIT_MS);
    await driver.switchTo().frame(frame);
    try {
      return await act();
    } finally {
      await driver.switchTo().defaultContent();
    }
  };
  return {
    name: 'webkit',
    goto: (url) => driver.get(url),
    evaluate: (expression) => driver.executeScript(`return (${expression});`),
    evaluateInPlayer: (expression) =>
      inPlayer(() => driver.executeScript(`return (${expression});`)),
    tapInPlayer: (xpath) =>
      inPlayer(async () => {
        const element = await driver.wait(until.elementLocated(By.xpath(xpath)), WAIT_MS);
        await driver.wait(until.elementIsVisible(element), WAIT_MS);
        await driver.wait(until.elementIsEnabled(element), WAIT_MS);
        await element.click();
      }),
    close,
  };
}
