import { createHash } from 'node:crypto';
import type { BrowserContext, Page, Route } from '@playwright/test';

/** Something that shows script ran, or tried to, or that the page was taken elsewhere. */
export interface XssEvidence {
  /** Sentinel calls, alert/confirm/prompt/print and CSP reports, from any frame. */
  readonly hits: readonly string[];
  readonly pageErrors: readonly string[];
  readonly dialogs: readonly string[];
  /** Console messages naming the sentinel. */
  readonly console: readonly string[];
  /** Pages opened (popups, new tabs), by URL. */
  readonly popups: readonly string[];
  /** Frames other than the page's own (an injected iframe, object or embed). */
  readonly frames: readonly string[];
  /** Main-frame navigations away from the app's origin. */
  readonly navigations: readonly string[];
  /** Elements in the page that only injected markup would add (inline scripts, frames, base…). */
  readonly injected: readonly string[];
}

export interface XssWatch {
  /** What was recorded so far (the page's own records are read now). */
  evidence(): Promise<XssEvidence>;
}

/**
 * A report-only policy: script other than the app's own files, plugins, frames and form targets
 * are reported through `securitypolicyviolation` without being blocked, so a vector that gets
 * through is also caught by its sentinel. Inline handlers are left to the sentinel and to the
 * injected-markup check: Chromium reports every handler attribute it parses, even in the
 * sanitiser's inert document, where nothing can run; likewise `<base>` for `base-uri`.
 */
const REPORT_ONLY_POLICY =
  "script-src 'self'; script-src-attr 'unsafe-inline'; object-src 'none'; frame-src 'none'; form-action 'none'";

/**
 * Elements the app never renders itself: only injected markup would put them in the page. The
 * one inline script of the app's own is the outline's, in <head>, where no notice can reach.
 */
const INJECTED_SELECTOR =
  'script:not([src]):not(head > script), iframe, frame, frameset, object, embed, base, meta[http-equiv], link[rel=import]';

/**
 * Runs in every frame before the app: records sentinel calls, dialogs and CSP reports. The
 * sentinel and the records are non-configurable own properties, so markup naming them (DOM
 * clobbering) cannot replace them; child frames post their records to the top frame.
 */
function recordScriptRuns() {
  const hits: string[] = [];
  const report = (kind: string, detail: unknown) => {
    const hit = `${kind}: ${String(detail)} (${location.href.slice(0, 80)})`;
    if (window === window.top) hits.push(hit);
    else window.top?.postMessage({ xssHit: hit }, '*');
  };
  const fixed = (name: string, value: unknown) =>
    Object.defineProperty(window, name, { value, writable: false, configurable: false });
  fixed('__xss', (n: unknown) => report('sentinel', n));
  fixed('__xssHits', hits);
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    fixed(name, (message?: unknown) => report(name, message));
  }
  addEventListener('message', (event: MessageEvent<{ xssHit?: string }>) => {
    if (typeof event.data?.xssHit === 'string') hits.push(event.data.xssHit);
  });
  addEventListener(
    'securitypolicyviolation',
    (event) => report('csp', `${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    true,
  );
}

/**
 * The app's pages at `origin`: paths without a dot (no file) outside the API. A pattern, not a
 * predicate, so that other requests never make the round trip to the test.
 */
function appPages(origin: string): RegExp {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(
    `^${escaped}/(?!(?:api|share-api|stats|covers|media|__test)/)[^?#.]*(?:[?#].*)?$`,
  );
}

async function withReportOnlyPolicy(route: Route) {
  if (route.request().resourceType() !== 'document') return route.fallback();
  // The preview server may drop a kept-alive connection under load: ask once more.
  const response = await route.fetch().catch(() => route.fetch());
  // The page as served holds the app's own outline script inline: the policy allows it by its
  // hash, as the deploy's does.
  const ownScripts = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, content = '']) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`,
  );
  const policy = REPORT_ONLY_POLICY.replace(
    "script-src 'self'",
    ["script-src 'self'", ...ownScripts].join(' '),
  );
  // The enforcing policy the servers send (the deploy's) would block what the watch must see run
  // if the app let it: it is left out, the report-only policy stands in. The nginx project
  // walks every screen under the enforcing one.
  const { 'content-security-policy': _enforcing, ...headers } = response.headers();
  return route.fulfill({
    response,
    headers: { ...headers, 'content-security-policy-report-only': policy },
  });
}

/**
 * Watches `page` for any sign of injected script: install before the first navigation. `origin`
 * is the app's (the test's `baseURL`).
 */
export async function watchForXss(
  page: Page,
  context: BrowserContext,
  origin: string,
): Promise<XssWatch> {
  const pageErrors: string[] = [];
  const dialogs: string[] = [];
  const consoleHits: string[] = [];
  const popups: Page[] = [];
  const frames: string[] = [];
  const navigations: string[] = [];

  await page.addInitScript(recordScriptRuns);
  await page.route(appPages(origin), withReportOnlyPolicy);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    // Vectors log `__xss n`; the browser's own messages may quote a vector's URL, which is fine.
    if (message.text().startsWith('__xss')) consoleHits.push(message.text());
  });
  context.on('page', (opened) => popups.push(opened));
  page.on('frameattached', (frame) => frames.push(frame.url() || frame.name() || 'frame'));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== origin) {
      navigations.push(frame.url());
    }
  });

  return {
    async evidence() {
      const [hits, injected] = await page.evaluate(
        (selector) =>
          [
            (window as unknown as { __xssHits: string[] }).__xssHits,
            [...document.querySelectorAll(selector)].map((element) => element.outerHTML),
          ] as const,
        INJECTED_SELECTOR,
      );
      return {
        hits: [...hits],
        injected,
        pageErrors: [...pageErrors],
        dialogs: [...dialogs],
        console: [...consoleHits],
        popups: popups.map((opened) => opened.url()),
        frames: [...frames],
        navigations: [...navigations],
      };
    },
  };
}

/** The evidence of a page on which nothing ran and nothing moved. */
export const NO_EVIDENCE: XssEvidence = {
  hits: [],
  pageErrors: [],
  dialogs: [],
  console: [],
  popups: [],
  frames: [],
  navigations: [],
  injected: [],
};

/**
 * Waits until every image that markup could have injected (not a decrypted `blob:` cover, not a
 * lazy one out of view) has loaded or failed, firing any `onerror`; then two frames more so that
 * handlers and timers queued by them have run.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) => image.complete || image.loading === 'lazy' || image.src.startsWith('blob:'),
    ),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}
