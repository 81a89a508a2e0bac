// Scripts the bench installs in pages before their own scripts run (`page.addInitScript`).
// Each function's source is sent to the page, so they use nothing from this module.
import type { onINP } from 'web-vitals/attribution';

/**
 * `install`'s source as an init script that calls it. tsx compiles with esbuild's keepNames,
 * which wraps inner functions in `__name(fn, "name")`: the page gets a local `__name` too.
 */
export function asInitScript(install: () => void): { content: string } {
  return { content: `(() => { const __name = (fn) => fn; (${install.toString()})(); })();` };
}

/** The worst interaction so far, as web-vitals reports it. */
export interface InpReport {
  readonly value: number;
  readonly target: string;
  readonly type: string;
  readonly inputDelay: number;
  readonly processingDuration: number;
  readonly presentationDelay: number;
}

/** A main-thread task (long task or long animation frame) of at least 50 ms. */
export interface TaskEntry {
  readonly start: number;
  readonly duration: number;
  /**
   * Long animation frames only: the scripts that ran longest in it and the time its rendering
   * took (`click onClick@home-x.js 80 ms; rendering 120 ms`).
   */
  readonly script: string;
}

/** One Event Timing entry of an interaction (`interactionId` > 0), ms on the page's clock. */
export interface EventEntry {
  readonly name: string;
  readonly interactionId: number;
  readonly startTime: number;
  readonly duration: number;
  readonly processingStart: number;
  readonly processingEnd: number;
  /** The element the event went to: its tag and name (`button 换一批`), or '' once removed. */
  readonly target: string;
}

/** A scripted action beginning (`tab 排行`), on the page's clock, marked just before its input. */
export interface ActionMark {
  readonly label: string;
  readonly at: number;
}

export interface InteractionRecord {
  inp: InpReport | null;
  /** Every Event Timing entry (duration ≥ 16 ms) that belongs to an interaction. */
  events: EventEntry[];
  /** What the session was doing when: the names the interactions get. */
  marks: ActionMark[];
  longTasks: TaskEntry[];
  longFrames: TaskEntry[];
  /** Delivers the entries the observer holds but has not handed over yet. */
  flush(): void;
}

export interface FrameRecord {
  /** When the next video started playing and when its first frame was drawn (`performance.now()`). */
  playingAt: number | null;
  firstFrameAt: number | null;
}

export interface SwipeRecord extends FrameRecord {
  /** When the finger left the screen after {@link SwipeProbe.arm}. */
  releasedAt: number | null;
}

export interface SwipeProbe {
  /** Starts a swipe: the next video to play other than the one playing now counts. */
  arm(): void;
  readonly record: SwipeRecord;
}

export interface BackRecord {
  /** When the back tap (its click) happened, or the history back was made. */
  tappedAt: number | null;
  /** The first frame with the list shown at its old scroll offset. */
  paintedAt: number | null;
}

export interface BackProbe {
  /** Watches for the next click and for `path` shown at scroll offset `scrollY`. */
  arm(path: string, scrollY: number): void;
  /** Marks a back made without a tap (history.back()). */
  markTap(): void;
  readonly record: BackRecord;
}

declare global {
  interface Window {
    __benchBack?: BackProbe;
    webVitals?: { onINP: typeof onINP };
    __benchInteraction?: InteractionRecord;
    __benchFirstFrame?: FrameRecord;
    __benchSwipe?: SwipeProbe;
  }
}

/**
 * Records INP with web-vitals (its IIFE build must be installed first), every interaction's
 * Event Timing entries, long tasks and long animation frames.
 */
export function installInteractionProbe(): void {
  const observers: PerformanceObserver[] = [];
  const takers = new Map<PerformanceObserver, (entries: PerformanceEntryList) => void>();
  const record: InteractionRecord = {
    inp: null,
    events: [],
    marks: [],
    longTasks: [],
    longFrames: [],
    flush: () => {
      // The entries a callback has not had yet, handed to the same code a callback runs.
      for (const observer of observers) takers.get(observer)?.(observer.takeRecords());
    },
  };
  window.__benchInteraction = record;
  window.webVitals?.onINP(
    ({ value, attribution }) => {
      record.inp = {
        value,
        target: attribution.interactionTarget ?? '',
        type: attribution.interactionType ?? '',
        inputDelay: attribution.inputDelay,
        processingDuration: attribution.processingDuration,
        presentationDelay: attribution.presentationDelay,
      };
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
  const observe = (
    type: string,
    options: PerformanceObserverInit,
    take: (entry: PerformanceEntry) => void,
  ) => {
    try {
      const takeAll = (entries: PerformanceEntryList) => entries.forEach(take);
      const observer = new PerformanceObserver((list) => takeAll(list.getEntries()));
      observer.observe({ type, ...options });
      observers.push(observer);
      takers.set(observer, takeAll);
    } catch {
      // An entry type this browser lacks: its figures stay empty.
    }
  };
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return '';
    const name =
      node.getAttribute('aria-label') ?? node.textContent?.trim().replace(/\s+/g, ' ') ?? '';
    return `${node.localName} ${name.slice(0, 24)}`.trim();
  };
  observe(
    'event',
    { durationThreshold: 16, buffered: true } as PerformanceObserverInit,
    (entry) => {
      const timing = entry as PerformanceEventTiming;
      if (!timing.interactionId) return;
      record.events.push({
        name: timing.name,
        interactionId: timing.interactionId,
        startTime: timing.startTime,
        duration: timing.duration,
        processingStart: timing.processingStart,
        processingEnd: timing.processingEnd,
        target: describe(timing.target),
      });
    },
  );
  observe('longtask', { buffered: true }, (entry) => {
    record.longTasks.push({ start: entry.startTime, duration: entry.duration, script: '' });
  });
  observe('long-animation-frame', { buffered: true }, (entry) => {
    const frame = entry as PerformanceEntry & {
      renderStart?: number;
      scripts?: {
        duration: number;
        sourceURL: string;
        sourceFunctionName: string;
        invoker: string;
      }[];
    };
    // The three scripts that ran longest, each as `invoker function@file duration`, and the
    // time the frame spent on style, layout and paint after them.
    const scripts = [...(frame.scripts ?? [])]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((script) => {
        const file = script.sourceURL.slice(script.sourceURL.lastIndexOf('/') + 1);
        const where = script.sourceFunctionName ? `${script.sourceFunctionName}@${file}` : file;
        return `${script.invoker} ${where} ${Math.round(script.duration)} ms`;
      });
    const rendering = frame.renderStart ? entry.startTime + entry.duration - frame.renderStart : 0;
    record.longFrames.push({
      start: entry.startTime,
      duration: entry.duration,
      script: [...scripts, `rendering ${Math.round(rendering)} ms`].join('; '),
    });
  });
}

/** Records when the first video of the page starts playing and draws its first frame. */
export function installFirstFrameProbe(): void {
  const record: FrameRecord = { playingAt: null, firstFrameAt: null };
  window.__benchFirstFrame = record;
  const onPlaying = (event: Event) => {
    const video = event.target;
    // A video removed before it drew (a pre-roll left behind) never calls back: keep listening.
    if (!(video instanceof HTMLVideoElement) || record.firstFrameAt !== null) return;
    record.playingAt ??= performance.now();
    if (!('requestVideoFrameCallback' in video)) {
      record.firstFrameAt = record.playingAt;
      return;
    }
    video.requestVideoFrameCallback((now) => {
      record.firstFrameAt ??= now;
    });
  };
  // Media events do not bubble, but capturing listeners on the document see them all.
  document.addEventListener('playing', onPlaying, { capture: true });
}

/**
 * Records, for one swipe at a time, when the finger left the screen and when the video that
 * starts playing next (not the one playing when armed) draws its first frame.
 */
export function installSwipeProbe(): void {
  const record: SwipeRecord = { releasedAt: null, playingAt: null, firstFrameAt: null };
  let armed = false;
  let previous: HTMLVideoElement | null = null;
  window.__benchSwipe = {
    record,
    arm: () => {
      armed = true;
      previous = [...document.querySelectorAll('video')].find((video) => !video.paused) ?? null;
      record.releasedAt = null;
      record.playingAt = null;
      record.firstFrameAt = null;
    },
  };
  document.addEventListener(
    'touchend',
    (event) => {
      if (armed && record.releasedAt === null) record.releasedAt = event.timeStamp;
    },
    { capture: true },
  );
  document.addEventListener(
    'playing',
    (event) => {
      const video = event.target;
      if (!armed || !(video instanceof HTMLVideoElement) || video === previous) return;
      if (record.playingAt !== null) return;
      record.playingAt = performance.now();
      video.requestVideoFrameCallback((now) => {
        record.firstFrameAt = now;
        armed = false;
      });
    },
    { capture: true },
  );
}

/**
 * Records the time from a tap (or history back) to the first animation frame in which the
 * list route is shown at its old scroll offset with list items on screen.
 */
export function installBackProbe(): void {
  const record: BackRecord = { tappedAt: null, paintedAt: null };
  const GIVE_UP_MS = 10_000;
  window.__benchBack = {
    record,
    markTap: () => {
      record.tappedAt = performance.now();
    },
    arm: (path, scrollY) => {
      record.tappedAt = null;
      record.paintedAt = null;
      const armedAt = performance.now();
      document.addEventListener(
        'click',
        (event) => {
          record.tappedAt ??= event.timeStamp;
        },
        { capture: true, once: true },
      );
      const check = (now: number) => {
        if (now - armedAt > GIVE_UP_MS) return;
        const itemOnScreen = [...document.querySelectorAll('[role="listitem"]')].some((item) => {
          const box = item.getBoundingClientRect();
          return box.height > 0 && box.bottom > 0 && box.top < innerHeight;
        });
        const shown =
          record.tappedAt !== null &&
          location.pathname === path &&
          Math.abs(window.scrollY - scrollY) <= 2 &&
          itemOnScreen;
        if (shown) record.paintedAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
  };
}
