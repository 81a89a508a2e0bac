import { outlineTable } from './outline-routes';
import { paintOutline } from './paint-outline';

const table = outlineTable('/');
const root = document.documentElement;

/** Opens the page at `path` with the colour-scheme choice `stored` and a dark or light system. */
function openAt(path: string, { stored = null as string | null, systemDark = false } = {}) {
  window.history.replaceState(null, '', path);
  localStorage.clear();
  if (stored !== null) localStorage.setItem('colorScheme', stored);
  window.matchMedia = ((query: string) => ({
    matches: systemDark && query === '(prefers-color-scheme: dark)',
  })) as unknown as typeof window.matchMedia;
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff" />';
  for (const name of ['data-outline', 'data-outline-tab', 'data-color-scheme']) {
    root.removeAttribute(name);
  }
}

describe('paintOutline', () => {
  it('picks the outline and the current tab from the address, `/` being home', () => {
    const seen = ['/', '/home', '/mine', '/rank', '/find/tags', '/list', '/playVideoShare'].map(
      (path) => {
        openAt(path);
        paintOutline(window, table);
        return [path, root.dataset['outline'], root.dataset['outlineTab']];
      },
    );
    expect(seen).toEqual([
      ['/', 'home', 'home'],
      ['/home', 'home', 'home'],
      ['/mine', 'mine', 'mine'],
      ['/rank', 'rank', 'rank'],
      ['/find/tags', 'tabs', 'find'],
      ['/list', 'list', undefined],
      ['/playVideoShare', 'player', undefined],
    ]);
  });

  it('paints no outline where the screen has none', () => {
    openAt('/search');
    paintOutline(window, table);
    expect(root.hasAttribute('data-outline')).toBe(false);
  });

  it('reads the address inside the app’s base path', () => {
    openAt('/m/mine');
    paintOutline(window, { ...table, base: '/m' });
    expect(root.dataset['outline']).toBe('mine');
  });

  it('applies the chosen colour scheme, the system’s for 跟随系统, and darkens the browser bar', () => {
    openAt('/home', { stored: 'dark' });
    paintOutline(window, table);
    expect(root.dataset['colorScheme']).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#1c1c1e',
    );

    openAt('/home', { stored: 'system', systemDark: true });
    paintOutline(window, table);
    expect(root.dataset['colorScheme']).toBe('dark');

    openAt('/home', { stored: 'light', systemDark: true });
    paintOutline(window, table);
    expect(root.dataset['colorScheme']).toBe('light');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#ffffff',
    );
  });

  it('takes a broken stored choice as 跟随系统', () => {
    openAt('/home', { stored: '{"dark":1}', systemDark: true });
    paintOutline(window, table);
    expect(root.dataset['colorScheme']).toBe('dark');
  });
});
