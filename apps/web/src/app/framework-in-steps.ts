import { nextTask } from '../core/next-task';

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

/** Has every file of the framework download at once (those already asked for are left). */
export function preloadFramework(document: Document): void {
  const files = (['start', 'render'] as const).flatMap((entry) => frameworkFiles(document, entry));
  for (const href of files) {
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
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
