import { startWebKit } from '@video/browser/engines';
import { By, Key, until } from 'selenium-webdriver';
import { Command, Name } from 'selenium-webdriver/lib/command.js';
import {
  APP_RENDERED,
  COLLECT_ERRORS,
  type Engine,
  type Point,
  type PressedKey,
  SWIPE_STEPS,
  WAIT_MS,
} from './engine';

/** Scrolls `arguments[0]` to the middle of the screen and answers two frames later. */
const SCROLL_TO_MIDDLE = `const [element, done] = arguments;
element.scrollIntoView({ block: 'center' });
requestAnimationFrame(() => requestAnimationFrame(() => done()));`;

/** A move of the pointer to a point of the viewport, taking `duration` ms. */
const moveTo = ({ x, y }: Point, duration = 30) => ({
  type: 'pointerMove',
  x: Math.round(x),
  y: Math.round(y),
  duration,
});
/** WebDriver's codes of the keys the flows press: the arrows' own, a letter itself. */
const WEBDRIVER_KEYS: Record<PressedKey, string> = {
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  k: 'k',
  l: 'l',
  m: 'm',
};

const DOWN = { type: 'pointerDown', button: 0 };
const UP = { type: 'pointerUp', button: 0 };

/**
 * WebKit (the engine of iPhone Safari and WeChat on iOS): WebKitWebDriver under a virtual display,
 * spoken to with selenium-webdriver, the W3C WebDriver client of the Selenium project.
 */
export async function launchWebKit(baseURL: string, port: number): Promise<Engine> {
  const { driver, close } = await startWebKit(port);

  const find = (xpath: string) => driver.wait(until.elementLocated(By.xpath(xpath)), WAIT_MS);
  /**
   * W3C actions of one touch pointer, sent as they are (selenium-webdriver's typings offer only
   * its mouse). WebKitWebDriver performs them as the mouse (see Engine.swipe).
   */
  const finger = async (actions: readonly object[]): Promise<void> => {
    await driver.execute(
      new Command(Name.ACTIONS).setParameter('actions', [
        { type: 'pointer', id: 'finger', parameters: { pointerType: 'touch' }, actions },
      ]),
    );
  };
  return {
    name: 'webkit',
    async goto(path) {
      await driver.get(new URL(path, baseURL).href);
      await driver.executeScript(COLLECT_ERRORS);
      await driver.wait(() => driver.executeScript<boolean>(`return ${APP_RENDERED}`), WAIT_MS);
    },
    async tap(xpath) {
      const element = await find(xpath);
      await driver.wait(until.elementIsVisible(element), WAIT_MS);
      // As a person does: scroll to it, let what came into view lay out, then tap. WebDriver's own
      // scroll can leave it off screen while the blocks around it take their laid-out height
      // (home skips its blocks off screen with content-visibility), and WebKitWebDriver then
      // calls it not interactable.
      await driver.executeAsyncScript(SCROLL_TO_MIDDLE, element);
      await element.click();
    },
    async type(xpath, text) {
      await (await find(xpath)).sendKeys(text);
    },
    async fill(xpath, text) {
      const field = await find(xpath);
      await field.sendKeys(Key.chord(Key.CONTROL, 'a'));
      await field.sendKeys(Key.BACK_SPACE);
      await field.sendKeys(text);
    },
    async swipe(from, to) {
      const steps = Array.from({ length: SWIPE_STEPS }, (_, index) => {
        const share = (index + 1) / SWIPE_STEPS;
        return moveTo({ x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share });
      });
      await finger([moveTo(from, 0), DOWN, ...steps, UP]);
      await driver.execute(new Command(Name.CLEAR_ACTIONS));
    },
    // The driver keeps the pointer's state between calls: a finger put down stays down.
    touchDown: (at, ...then) =>
      finger([moveTo(at, 0), DOWN, ...then.map((point) => moveTo(point))]),
    touchMove: (...through) => finger(through.map((point) => moveTo(point))),
    async touchUp() {
      await finger([UP]);
      await driver.execute(new Command(Name.CLEAR_ACTIONS));
    },
    async doubleTap(at) {
      await finger([moveTo(at, 0), DOWN, UP, { type: 'pause', duration: 60 }, DOWN, UP]);
      await driver.execute(new Command(Name.CLEAR_ACTIONS));
    },
    async press(key) {
      await driver.actions().sendKeys(WEBDRIVER_KEYS[key]).perform();
    },
    evaluate: (expression) => driver.executeScript(`return (${expression});`),
    pageErrors: () => driver.executeScript('return window.engineErrors?.splice(0) ?? [];'),
    close,
  };
}
