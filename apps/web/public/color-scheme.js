// Applies the visitor's colour scheme before the first paint, so that a dark page never flashes
// white: a classic script in <head> (the CSP allows no inline script), run before <body> is read.
// The choice made in 设置 is stored under `colorScheme` as system, light or dark; 跟随系统 follows
// the system. The app's `followColorScheme` (src/core/color-scheme.ts) applies the same rule and
// takes over once it runs.
(function () {
  let choice = null;
  try {
    choice = localStorage.getItem('colorScheme');
  } catch {
    // Storage refused (private mode, sandboxed frame): the system's scheme.
  }
  const systemDark = !!(
    window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
  );
  const dark = choice === 'dark' || (choice !== 'light' && systemDark);
  document.documentElement.setAttribute('data-color-scheme', dark ? 'dark' : 'light');
  if (dark) {
    // The browser's bars take the dark surface too; the app keeps this in step with the screen.
    const meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', '#1c1c1e');
  }
})();
