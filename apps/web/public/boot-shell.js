// Picks the outline of the first screen that index.html paints before the app's script has run
// (a classic script in <head>: the CSP allows no inline script). The app replaces the outline
// with the real screen; src/boot-shell.css draws it.
(function () {
  const tabs = { '/': 'home', '/home': 'home', '/rank': 'rank', '/find': 'find', '/mine': 'mine' };
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const tab = tabs[path];
  const root = document.documentElement;
  if (tab) {
    root.setAttribute('data-boot-shell', tab === 'home' ? 'home' : 'tabs');
    root.setAttribute('data-boot-tab', tab);
  } else if (path === '/list') {
    root.setAttribute('data-boot-shell', 'list');
  } else if (path === '/playVideo' || path === '/playVideoShare') {
    root.setAttribute('data-boot-shell', 'player');
  }
})();
