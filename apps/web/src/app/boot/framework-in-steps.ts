import { nextTask } from '../../core/next-task';

/** The parts of the framework the build names files for (its `<meta name="app-framework">`). */
export type FrameworkEntry = 'start' | 'render';

/**
 * The files of the framework's `entry` the build named in index.html, each after the files it
 * imports; none where the page has no such tag (the dev server).
 */
export function frameworkFiles(document: Document, entry: FrameworkEntry): string[] {
  const meta = document.querySelector(`meta[name="app-framework"][data-entry="${entry}"]`);
  return (meta?.getAttribute('content') ?? '').split(' ').filter(Boolean);
}

/**
 * Links asked for per task: each costs a slow phone's main thread about 4 ms (the request is set up
 * as the link goes in), and the framework's dozen at once were a long task.
 */
const PRELOADS_PER_TASK = 3;

/**
 * Has every file of the framework download (those already asked for are left), a few links per
 * task, in the order the build named them.
 */
export async function preloadFramework(
  document: Document,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  const files = (['start', 'render'] as const).flatMap((entry) => frameworkFiles(document, entry));
  let inThisTask = 0;
  for (const href of files) {
    if (inThisTask === PRELOADS_PER_TASK) {
      await yieldToBrowser();
      inThisTask = 0;
    }
    // Looked for as each goes in: the screens' imports may have asked for it in the meantime.
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    inThisTask += 1;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Evaluates `files` (each after the files it imports) one task each: evaluating a framework's
 * worth of code at once is a long task on a slow phone, which holds a tap or a paint back.
 */
export async function evaluateInSteps(
  files: readonly string[],
  importModule: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  for (const href of files) {
    await importModule(href);
    await yieldToBrowser();
  }
}
