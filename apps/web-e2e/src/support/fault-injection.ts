import { expect, type Page, type Route, test } from '@playwright/test';

/** How a call to the own API or the share service fails. */
export type Fault = 'http500' | 'http503' | 'http401' | 'malformed' | 'aborted';

/** The message a 401 carries; the vendor screen shows it. */
export const UNAUTHORIZED_MESSAGE = '登录已过期，请重新登录';

/** The API paths the app calls (covers, media and page views are left alone). */
const API_PATH = /^\/(api|share-api)\//;

const REPLIES: Readonly<Record<Fault, (route: Route) => Promise<void>>> = {
  http500: (route) =>
    route.fulfill({ status: 500, json: { code: 500, msg: '服务器内部错误', rescont: null } }),
  // A gateway's page, not the envelope.
  http503: (route) =>
    route.fulfill({
      status: 503,
      contentType: 'text/html',
      body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
    }),
  http401: (route) =>
    route.fulfill({ status: 401, json: { code: 401, msg: UNAUTHORIZED_MESSAGE, rescont: null } }),
  // Cut off mid-reply.
  malformed: (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"code":200,"msg":"成功","rescont":{"current_page":1,"data":[{"id":1,"tit',
    }),
  aborted: (route) => route.abort('connectionreset'),
};

/** Which API calls a fault applies to; every one by default. */
export type CallFilter = (url: URL, method: string) => boolean;

const everyCall: CallFilter = () => true;

/** Switches faults on and off for one page's API calls (the page's own routes: tests stay isolated). */
export interface FaultSwitch {
  /** Answers the calls `where` selects with `fault` until switched again; `null` lets them through. */
  set(fault: Fault | null, where?: CallFilter): void;
  /** Holds the calls `where` selects until {@link FaultSwitch.release}: a slow server. */
  hold(where?: CallFilter): void;
  /** Lets the held calls through to the server, and later ones too. */
  release(): void;
  /** Calls answered with a fault so far. */
  readonly injected: number;
  /** Calls held so far. */
  readonly held: number;
}

/** Routes `page`'s API calls through a {@link FaultSwitch}, with no fault on at first. */
export async function injectFaults(page: Page): Promise<FaultSwitch> {
  let fault: Fault | null = null;
  let faulted: CallFilter = everyCall;
  let holding: CallFilter | null = null;
  let releaseHeld = (): void => undefined;
  let gate = Promise.resolve();
  let injected = 0;
  let held = 0;

  await page.route(
    (url) => API_PATH.test(url.pathname),
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (holding?.(url, request.method())) {
        held += 1;
        await gate;
      }
      if (fault !== null && faulted(url, request.method())) {
        injected += 1;
        await REPLIES[fault](route).catch(ignoreClosed);
        return;
      }
      // The page may have given up on a held call (its timeout) or closed.
      await route.continue().catch(ignoreClosed);
    },
  );

  return {
    set(next, where = everyCall) {
      fault = next;
      faulted = where;
    },
    hold(where = everyCall) {
      holding = where;
      gate = new Promise((resolve) => {
        releaseHeld = resolve;
      });
    },
    release() {
      holding = null;
      releaseHeld();
    },
    get injected() {
      return injected;
    },
    get held() {
      return held;
    },
  };
}

function ignoreClosed(error: unknown): void {
  if (!(error instanceof Error) || !/closed|aborted|handled/i.test(error.message)) throw error;
}

/** Collects the page's uncaught errors; the list must stay empty. */
export function watchPageErrors(page: Page): readonly string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

/** Calls for page `page` of a paged list (`page=1` is also the default). */
export function pageCall(page: number): CallFilter {
  return (url) => (url.searchParams.get('page') ?? '1') === String(page);
}

/**
 * Notes on the test how many faults it injected (calls failed or held, offline spells), so that
 * a run's report can total them.
 */
export function reportFaults(count: number): void {
  test.info().annotations.push({ type: 'faults injected', description: String(count) });
}

/** The toasts a page showed, in order. */
export interface ToastLog {
  /** Waits until `text` is shown after the toast the previous call found (or from the start). */
  expectShown(text: string): Promise<void>;
  /** Every text shown in this document so far. */
  texts(): Promise<string[]>;
}

/**
 * Records every text the page's live regions (the snackbar) show, from the first script on: a
 * toast lasts about two seconds, which a busy machine can let pass between a tap and the check.
 */
export async function recordToasts(page: Page): Promise<ToastLog> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.defineProperty(window, '__e2eToasts', { value: shown });
    const note = () => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && shown.at(-1) !== text) shown.push(text);
      }
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  const shown = () =>
    page.evaluate(() => [...((window as { __e2eToasts?: string[] }).__e2eToasts ?? [])]);
  let from = 0;
  return {
    async expectShown(text) {
      let found = -1;
      await expect
        .poll(
          async () => {
            const toasts = await shown();
            // A new document (reload) starts a new log.
            if (toasts.length < from) from = 0;
            found = toasts.indexOf(text, from);
            return found;
          },
          { message: `the toast ${text}` },
        )
        .toBeGreaterThanOrEqual(0);
      from = found + 1;
    },
    texts: shown,
  };
}
