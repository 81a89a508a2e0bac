// The other engines the browser tests drive, started one way for every suite: WebKit
// (WebKitWebDriver under a virtual display, spoken to with selenium-webdriver) and Firefox (ESR,
// over WebDriver BiDi with puppeteer-core; no geckodriver is packaged here).
import { spawn } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { Builder, Capabilities } from 'selenium-webdriver';
import { PHONE_CONTEXT } from './find-chrome.mjs';

/** The phone the flows run at: the size the Chromium tests use. */
export const PHONE = PHONE_CONTEXT.viewport;

/** How long a flow waits for what a person would wait for (covers, a film starting). */
export const WAIT_MS = 20_000;

/** Debian's WebKitGTK MiniBrowser, which WebKitWebDriver drives (package webkit2gtk-driver). */
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Debian's Firefox ESR (package firefox-esr), which speaks WebDriver BiDi itself. */
const FIREFOX = '/usr/bin/firefox-esr';

/** @param {string} url */
async function driverReady(url) {
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
 * WebKit (the engine of iPhone Safari and WeChat on iOS) at phone size: WebKitWebDriver on
 * `port` under a virtual display, and a session on it.
 *
 * @param {number} port
 */
export async function startWebKit(port) {
  // Its own process group, so that closing takes the virtual display and the browser with it.
  const server = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const serverURL = `http://127.0.0.1:${port}`;
  await driverReady(serverURL);
  const driver = await new Builder()
    .usingServer(serverURL)
    .withCapabilities(
      new Capabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      }),
    )
    .build();
  await driver.manage().window().setRect(PHONE);
  return {
    driver,
    async close() {
      await driver.quit().catch(() => undefined);
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    },
  };
}

/**
 * Firefox at phone size, with its one page. Autoplay is allowed as a visitor's tap allows it,
 * and lasting storage (`navigator.storage.persist()`, asked when a first film is kept) as a
 * visitor's 允许 on Firefox's prompt allows it, for unattended runs: unanswered, the prompt
 * keeps the promise waiting.
 */
export async function startFirefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    args: [`--width=${PHONE.width}`, `--height=${PHONE.height}`],
    extraPrefsFirefox: {
      'media.autoplay.default': 0,
      'dom.storageManager.prompt.testing': true,
      'dom.storageManager.prompt.testing.allow': true,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  // BiDi sets the viewport; ESR 153 lacks the screen-orientation part, which is not needed here.
  await page.setViewport(PHONE).catch(() => undefined);
  return { browser, page };
}
