// What the page does before its first paint, as one classic script in <head>. The build puts it
// inline in index.html, allowed by its hash in the CSP: no request of its own stands between the
// page and its first paint on a slow link.

// The visitor's colour scheme, so that a dark page never flashes white. The choice made in 设置
// is stored under `colorScheme` as system, light or dark; 跟随系统 follows the system. The app's
// `followColorScheme` (src/core/color-scheme.ts) applies the same rule and takes over once it runs.
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

// The outline of the first screen that index.html paints before the app's script has run; the
// app replaces it with the real screen. src/boot-shell.css draws it.
(function () {
  const tabs = { '/': 'home', '/home': 'home', '/rank': 'rank', '/find': 'find', '/mine': 'mine' };
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const tab = tabs[path];
  const root = document.documentElement;
  if (tab) {
    root.setAttribute('data-boot-shell', tab === 'home' || tab === 'mine' ? tab : 'tabs');
    root.setAttribute('data-boot-tab', tab);
  } else if (path === '/list') {
    root.setAttribute('data-boot-shell', 'list');
  } else if (path === '/playVideo' || path === '/playVideoShare') {
    root.setAttribute('data-boot-shell', 'player');
  }
})();

// The app's framework (its files named by the build in <meta name="app-framework">) downloads
// right after the outline's first paint on a screen whose outline shows no lead image: before it
// paints, its files would take the link from the stylesheet the paint waits for. On home, 我的, a
// list and a player the app asks for it only once the lead image is on screen, so that the image
// has the link to itself.
(function () {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const withLeadImage = ['/', '/home', '/mine', '/list', '/playVideo'];
  if (withLeadImage.indexOf(path) !== -1) return;
  function preloadFramework() {
    const metas = document.querySelectorAll('meta[name="app-framework"]');
    const files = Array.prototype.map.call(metas, function (meta) {
      return meta.getAttribute('content') || '';
    });
    files
      .join(' ')
      .split(' ')
      .forEach(function (href) {
        if (!href || document.querySelector('link[rel="modulepreload"][href="' + href + '"]')) {
          return;
        }
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
  }
  // Once the document is parsed (its stylesheets known, so the next frame is the outline's), a
  // frame callback runs right before that paint and a task queued from it right after. A hidden
  // tab paints nothing and runs no frame callbacks: there the files are asked for at once.
  function afterOutlinePaint() {
    if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) {
      preloadFramework();
    } else {
      window.requestAnimationFrame(function () {
        setTimeout(preloadFramework, 0);
      });
    }
  }
  if (document.readyState !== 'loading') {
    afterOutlinePaint();
  } else {
    document.addEventListener('readystatechange', function parsed() {
      document.removeEventListener('readystatechange', parsed);
      afterOutlinePaint();
    });
  }
})();
