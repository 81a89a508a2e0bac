/**
 * Resolves just after the browser's next paint: a frame callback runs right before the paint,
 * and a task queued from it runs right after. A hidden tab paints nothing and runs no frame
 * callbacks until it is shown, so there it resolves at once (or as soon as the tab is hidden):
 * a page opened in the background still starts.
 */
export function afterNextPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const { document } = win;
    if (document.visibilityState === 'hidden') return resolve();
    const resolveIfHidden = () => {
      if (document.visibilityState === 'hidden') resolve();
    };
    document.addEventListener('visibilitychange', resolveIfHidden);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        document.removeEventListener('visibilitychange', resolveIfHidden);
        resolve();
      }, 0),
    );
  });
}
