/**
 * Runs `run` once the page has loaded and the browser is idle: for work no visitor waits for
 * (the service worker, field vitals), which must never compete with the first screen.
 */
export function afterLoadWhenIdle(run: () => void, win: Window = window): void {
  const whenIdle = () => {
    // Safari before 18 has no idle callbacks.
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => run());
    else win.setTimeout(run, 1);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
