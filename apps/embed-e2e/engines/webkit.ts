import { type ChildProcess, spawn } from 'node:child_process';
import { Builder, By, Capabilities, until, type WebDriver } from 'selenium-webdriver';
import { type EmbedEngine, PHONE, WAIT_MS } from './engine';

/** Debian's WebKitGTK MiniBrowser, which WebKitWebDriver drives (package webkit2gtk-driver). */
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Waits until the WebDriver server answers its status. */
async function driverReady(url: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not start at ${url}`);
}

/**
 * WebKit (iPhone Safari, WeChat on iOS): WebKitWebDriver under a virtual display, spoken to with
 * selenium-webdriver, as apps/web-e2e/engines does. The player's frame is entered for each call
 * and left after it, so that every other call speaks to the host page.
 */
export async function launchWebKit(port: number): Promise<EmbedEngine> {
  // Its own process group, so that closing takes the virtual display and the browser with it.
  const server: ChildProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const serverURL = `http://127.0.0.1:${port}`;
  await driverReady(serverURL);
  const driver: WebDriver = await new Builder()
    .usingServer(serverURL)
    .withCapabilities(
      new Capabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      }),
    )
    .build();
  await driver.manage().window().setRect(PHONE);

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
    async close() {
      await driver.quit().catch(() => undefined);
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    },
  };
}
