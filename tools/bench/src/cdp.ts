import type { CDPSession, Page } from '@playwright/test';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Chrome DevTools Protocol calls the measurements need, on one page. */
export interface PageDevtools {
  /** Slows the page's main thread `rate` times (1 = off), as DevTools' CPU throttling does. */
  throttleCpu(rate: number): Promise<void>;
  /** Collects garbage and returns the JS heap in use, in bytes. */
  heapAfterGc(): Promise<number>;
  /** How many objects whose prototype is `prototypeExpression` (e.g. `MediaSource.prototype`) are alive. */
  countObjects(prototypeExpression: string): Promise<number>;
  /** Drags one finger from `from` to `to` (CSS pixels) over about 130 ms, then lifts it. */
  drag(from: Point, to: Point): Promise<void>;
  /** Scrolls `distance` CSS pixels down by dragging a finger up from `at`. */
  touchScroll(at: Point, distance: number): Promise<void>;
  /**
   * A person's double tap at `at`: two 30 ms taps 120 ms apart, sent together with their time
   * stamps, so that a slowed page cannot stretch them into two lone taps.
   */
  doubleTap(at: Point): Promise<void>;
}

const TAP_GAP_S = 0.12;
const TAP_LENGTH_S = 0.03;

const DRAG_STEPS = 8;
const FRAME_MS = 16;

export async function pageDevtools(page: Page): Promise<PageDevtools> {
  const session: CDPSession = await page.context().newCDPSession(page);

  const drag = async (from: Point, to: Point) => {
    const at = (step: number) => ({
      x: from.x + ((to.x - from.x) * step) / DRAG_STEPS,
      y: from.y + ((to.y - from.y) * step) / DRAG_STEPS,
    });
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
    for (let step = 1; step <= DRAG_STEPS; step += 1) {
      await new Promise((resolve) => setTimeout(resolve, FRAME_MS));
      await session.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [at(step)],
      });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };

  return {
    throttleCpu: async (rate) => {
      await session.send('Emulation.setCPUThrottlingRate', { rate });
    },
    heapAfterGc: async () => {
      // Twice: objects the first pass finalises are only freed by the next.
      await session.send('HeapProfiler.collectGarbage');
      await session.send('HeapProfiler.collectGarbage');
      return (await session.send('Runtime.getHeapUsage')).usedSize;
    },
    countObjects: async (prototypeExpression) => {
      const { result: prototype } = await session.send('Runtime.evaluate', {
        expression: prototypeExpression,
      });
      if (!prototype.objectId) return 0;
      // queryObjects collects garbage first, so only live objects count.
      const { objects } = await session.send('Runtime.queryObjects', {
        prototypeObjectId: prototype.objectId,
      });
      const { result } = await session.send('Runtime.callFunctionOn', {
        objectId: objects.objectId,
        functionDeclaration: 'function () { return this.length; }',
        returnByValue: true,
      });
      await session.send('Runtime.releaseObject', { objectId: objects.objectId ?? '' });
      await session.send('Runtime.releaseObject', { objectId: prototype.objectId });
      return Number(result.value ?? 0);
    },
    drag,
    // Synthesized touch scroll gestures do nothing in headless Chromium; touch events do.
    touchScroll: (at, distance) => drag(at, { x: at.x, y: at.y - distance }),
    doubleTap: async (at) => {
      const start = Date.now() / 1000;
      const taps = [0, 1].flatMap((tap) => [
        { type: 'touchStart' as const, touchPoints: [at], timestamp: start + tap * TAP_GAP_S },
        {
          type: 'touchEnd' as const,
          touchPoints: [],
          timestamp: start + tap * TAP_GAP_S + TAP_LENGTH_S,
        },
      ]);
      await Promise.all(taps.map((event) => session.send('Input.dispatchTouchEvent', event)));
    },
  };
}
