import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const appRoot = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(path, 'utf8');
const pageCss = read(join(appRoot, 'src/styles.css'));
const feedScreenCss = read(join(appRoot, 'src/features/short-video/short-video-screen.module.css'));
const indexHtml = read(join(appRoot, 'index.html'));

/**
 * The phone-browser rules live in stylesheets, which jsdom does not lay out: these tests read
 * the rules as the browser's CSS parser sees them (jsdom's CSSOM), not the effect on screen.
 */
function parse(css: string): CSSRule[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = [...(style.sheet?.cssRules ?? [])];
  style.remove();
  return rules;
}

function declared(rules: readonly CSSRule[], selector: string, property: string): string[] {
  return rules
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) => rule.selectorText === selector)
    .map((rule) => rule.style.getPropertyValue(property))
    .filter(Boolean);
}

const supportsDvh = (rules: readonly CSSRule[]) =>
  rules
    .filter((rule): rule is CSSSupportsRule => rule instanceof CSSSupportsRule)
    .filter((rule) => rule.conditionText.replace(/\s/g, '') === '(height:100dvh)')
    .flatMap((rule) => [...rule.cssRules]);

/** Every stylesheet of the app, by path. */
function stylesheets(): Map<string, string> {
  const root = join(appRoot, 'src');
  return new Map(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.css'))
      .map((path): [string, string] => [join(root, path), read(join(root, path))]),
  );
}

describe('the page stylesheet on phones', () => {
  const rules = parse(pageCss);

  it('answers a tap at once: no double-tap zoom to wait for (the 300 ms delay)', () => {
    expect(declared(rules, 'html', 'touch-action')).toEqual(['manipulation']);
  });

  it('stops the bounce and pull-to-refresh where each engine reads it: the root and the body', () => {
    expect(declared(rules, 'html', 'overscroll-behavior-y')).toEqual(['none']);
    expect(declared(rules, 'body', 'overscroll-behavior-y')).toEqual(['none']);
  });

  it('gives the visible height as dvh where the browser has it, 100vh until the script writes it', () => {
    expect(declared(rules, ':root', '--app-viewport-height').map((value) => value.trim())).toEqual([
      '100vh',
    ]);
    expect(
      declared(supportsDvh(rules), ':root', '--app-viewport-height').map((value) => value.trim()),
    ).toEqual(['100dvh']);
  });
});

describe('full-screen layouts', () => {
  it('fill the visible height, not 100vh, which runs under Safari’s toolbars', () => {
    expect(declared(parse(feedScreenCss), '.screen', 'height')).toEqual([
      'var(--app-viewport-height)',
    ]);
  });

  it('take every screen height from that one property', () => {
    const sheets = stylesheets();
    expect(sheets.size).toBeGreaterThan(20);
    sheets.delete(join(appRoot, 'src/styles.css')); // where the property is declared
    const sized = [...sheets]
      .filter(([, css]) => /\b100d?vh\b/.test(css.replace(/\/\*[\s\S]*?\*\//g, '')))
      .map(([path]) => path);

    expect(sized).toEqual([]);
  });
});

describe('the viewport meta tag', () => {
  const viewport = new DOMParser()
    .parseFromString(indexHtml, 'text/html')
    .querySelector('meta[name="viewport"]')
    ?.getAttribute('content');
  const settings = new Map(
    (viewport ?? '').split(',').map((pair) => {
      const [key = '', value = ''] = pair.split('=').map((part) => part.trim());
      return [key, value];
    }),
  );

  it('lays the page out at the device width, which also drops the tap delay', () => {
    expect(settings.get('width')).toBe('device-width');
    expect(settings.get('initial-scale')).toBe('1');
  });

  it('reaches under the notch, where the safe-area insets pad it', () => {
    expect(settings.get('viewport-fit')).toBe('cover');
  });

  it('leaves pinch zoom to the visitor', () => {
    expect(settings.has('user-scalable')).toBe(false);
    expect(settings.has('maximum-scale')).toBe(false);
  });
});
