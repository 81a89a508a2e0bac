import type { FieldMetric, VitalsReporter } from '@video/api-client';
import { measureFieldVitals, type WebVitals } from './field-vitals';

type Listener = (metric: unknown) => void;

/** web-vitals as the page would run it, each metric reported when a test says. */
function fakeWebVitals() {
  const listeners = new Map<string, Listener>();
  const on = (name: string) => (listener: Listener) => void listeners.set(name, listener);
  const vitals = {
    onTTFB: on('TTFB'),
    onFCP: on('FCP'),
    onLCP: on('LCP'),
    onCLS: on('CLS'),
    onINP: on('INP'),
  } as unknown as WebVitals;
  const emit = (name: string, value: number, attribution: object = {}) =>
    listeners.get(name)?.({ name, value, rating: 'good', id: `v5-${name}`, attribution });
  return { vitals, emit };
}

function reporter(sampled = true) {
  const added: FieldMetric[] = [];
  const flush = vi.fn();
  const spy: VitalsReporter = { sampled, add: (metric) => added.push(metric), flush };
  return { spy, added, flush };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('measureFieldVitals', () => {
  afterEach(() => setVisibility('visible'));

  it('hands each metric, with its id and the element it names, to the reporter', async () => {
    const { vitals, emit } = fakeWebVitals();
    const { spy, added } = reporter();
    await measureFieldVitals(spy, window, () => Promise.resolve(vitals));
    emit('LCP', 1_700, { target: 'main > img.cover' });
    emit('INP', 120, { interactionTarget: 'nav > a.tab' });
    emit('CLS', 0.02, { largestShiftTarget: '' });
    emit('TTFB', 300);
    expect(added).toEqual([
      { name: 'LCP', value: 1_700, rating: 'good', id: 'v5-LCP', target: 'main > img.cover' },
      { name: 'INP', value: 120, rating: 'good', id: 'v5-INP', target: 'nav > a.tab' },
      { name: 'CLS', value: 0.02, rating: 'good', id: 'v5-CLS' },
      { name: 'TTFB', value: 300, rating: 'good', id: 'v5-TTFB' },
    ]);
  });

  it('sends what it has when the page is hidden', async () => {
    const { vitals } = fakeWebVitals();
    const { spy, flush } = reporter();
    await measureFieldVitals(spy, window, () => Promise.resolve(vitals));
    setVisibility('hidden');
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a page load outside the sample', async () => {
    const load = vi.fn(() => Promise.resolve(fakeWebVitals().vitals));
    await measureFieldVitals(reporter(false).spy, window, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('costs the visitor nothing when web-vitals does not load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      measureFieldVitals(reporter().spy, window, () => Promise.reject(new Error('offline'))),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
