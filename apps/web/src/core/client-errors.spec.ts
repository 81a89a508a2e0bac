import type { ClientError } from '@video/api-client';
import { callFailureReport, watchClientErrors } from './client-errors';

describe('watchClientErrors', () => {
  let reports: ClientError[];
  let stop: () => void;
  beforeEach(() => {
    reports = [];
    stop = watchClientErrors(window, (error) => reports.push(error));
  });
  afterEach(() => stop());

  it('reports an uncaught error with its class, message and stack', () => {
    const error = new TypeError('video is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(reports).toEqual([
      { kind: 'error', name: 'TypeError', message: 'video is undefined', stack: error.stack },
    ]);
  });

  it('leaves out another origin’s script error, which tells nothing', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: null, message: 'Script error.' }));
    expect(reports).toEqual([]);
  });

  it('reports a promise rejected with nobody to handle it', () => {
    const event = Object.assign(new Event('unhandledrejection'), { reason: new Error('boom') });
    window.dispatchEvent(event);
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'rejection', name: 'Error', message: 'boom' }),
    ]);
  });

  it.each([
    ['a stylesheet', 'link', 'stylesheet', 'index-3f2a.css'],
    ['a script', 'script', 'chunk', 'home-9b1c.js'],
  ])('reports %s that did not load, by its file, without the query', (_case, tag, kind, file) => {
    const element = document.createElement(tag);
    if (element instanceof HTMLLinkElement) {
      element.rel = 'stylesheet';
      element.href = `https://m.example/assets/${file}?token=secret`;
    } else if (element instanceof HTMLScriptElement) {
      element.src = `https://m.example/assets/${file}?token=secret`;
    }
    document.head.append(element);
    // A resource's error does not bubble: the window hears it while capturing.
    element.dispatchEvent(new Event('error'));
    element.remove();
    expect(reports).toEqual([{ kind, name: file }]);
  });

  it('reports a lazily loaded chunk that failed, as Vite signals it', () => {
    const event = Object.assign(new Event('vite:preloadError'), {
      payload: new Error('Failed to fetch dynamically imported module'),
    });
    window.dispatchEvent(event);
    expect(reports).toEqual([
      {
        kind: 'chunk',
        name: 'dynamic import',
        message: 'Failed to fetch dynamically imported module',
      },
    ]);
  });

  it('stops watching when told', () => {
    stop();
    // A message alone: an error object with no listener left would fail the test run itself.
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    expect(reports).toEqual([]);
  });
});

describe('callFailureReport', () => {
  it.each([
    [
      { kind: 'network', message: '网络错误，请稍后重试', status: 502 } as const,
      { status: 502, message: 'network' },
    ],
    [{ kind: 'network', message: '网络错误，请稍后重试' } as const, { message: 'network' }],
    [
      {
        kind: 'invalid',
        message: '网络错误，请稍后重试',
        status: 200,
        issues: ['rescont.data: Invalid type'],
      } as const,
      { status: 200, message: 'rescont.data: Invalid type' },
    ],
  ])('names the call, its status and what went wrong', (error, expected) => {
    expect(callFailureReport('getVideo', error)).toEqual({
      kind: 'api',
      name: 'getVideo',
      ...expected,
    });
  });
});
