import { retryFailedStylesheets } from './retry-failed-stylesheets';

type SheetState = 'loaded' | 'empty' | 'unreadable' | 'none';

const SHEETS: Readonly<Record<Exclude<SheetState, 'none'>, () => object>> = {
  loaded: () => ({ cssRules: [{}] }),
  empty: () => ({ cssRules: [] }),
  // Chromium's sheet of a failed load refuses to give its rules.
  unreadable: () => ({
    get cssRules(): never {
      throw new DOMException('Cannot access rules', 'SecurityError');
    },
  }),
};

/** A stylesheet link whose sheet is in `state`, as the browser leaves it. */
function stylesheet(href: string, state: SheetState): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  Object.defineProperty(link, 'sheet', { value: state === 'none' ? null : SHEETS[state]() });
  document.head.append(link);
  return link;
}

function stylesheetPaths(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link')].map(
    (link) => new URL(link.href).pathname,
  );
}

beforeEach(() => document.head.replaceChildren());

describe('retryFailedStylesheets', () => {
  it('leaves loaded stylesheets alone', () => {
    stylesheet('/assets/index.css', 'loaded');
    retryFailedStylesheets(document);
    expect(stylesheetPaths()).toEqual(['/assets/index.css']);
  });

  it.each<SheetState>(['none', 'empty', 'unreadable'])(
    'asks again, right after it, for a stylesheet with %s sheet',
    (state) => {
      stylesheet('/assets/rank.css', state);
      stylesheet('/assets/index.css', 'loaded');

      retryFailedStylesheets(document);

      expect(stylesheetPaths()).toEqual([
        '/assets/rank.css',
        '/assets/rank.css',
        '/assets/index.css',
      ]);
    },
  );

  it('retries only the latest copy when the retry fails too', () => {
    stylesheet('/assets/rank.css', 'unreadable');

    retryFailedStylesheets(document);
    retryFailedStylesheets(document);

    expect(stylesheetPaths()).toEqual(['/assets/rank.css', '/assets/rank.css', '/assets/rank.css']);
    expect(document.head.querySelectorAll('link:not([data-retried])')).toHaveLength(1);
  });
});
