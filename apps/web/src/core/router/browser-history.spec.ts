import { browserHistory as historyOfPage } from './browser-history';

/** Resolves once the browser has moved through its history (jsdom fires popstate later). */
function nextPop(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );
}

describe('browserHistory', () => {
  let page: AbortController;
  beforeEach(() => {
    window.history.replaceState(null, '', '/home');
    page = new AbortController();
  });
  afterEach(() => page.abort());
  const browserHistory = () => historyOfPage(window, page.signal);

  it('numbers the entry it starts at 0, so back has nowhere to go in the app', () => {
    const history = browserHistory();

    expect(history.location).toMatchObject({ pathname: '/home', search: '', key: 'default' });
    expect(history.canGoBack()).toBe(false);
    expect(window.history.state).toMatchObject({ idx: 0 });
  });

  it('adds an entry with the link’s state, and back returns to the one before', async () => {
    const history = browserHistory();
    const changes = vi.fn();
    history.listen(changes);

    history.navigate('/list?typeId=1', { state: { from: 'home' } });

    expect(window.location.pathname + window.location.search).toBe('/list?typeId=1');
    expect(history.location).toMatchObject({ pathname: '/list', search: '?typeId=1' });
    expect(history.location.state).toEqual({ from: 'home' });
    expect(history.canGoBack()).toBe(true);
    expect(changes).toHaveBeenCalledOnce();
    const listKey = history.location.key;

    const popped = nextPop();
    history.back();
    await popped;

    expect(history.location).toMatchObject({ pathname: '/home', key: 'default', state: null });
    expect(history.canGoBack()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);

    const forward = nextPop();
    window.history.forward();
    await forward;
    // Coming back to an entry finds it as it was left: its key and its state.
    expect(history.location.key).toBe(listKey);
    expect(history.location.state).toEqual({ from: 'home' });
  });

  it('replaces the entry in place: the number of steps back stays', () => {
    const history = browserHistory();
    history.navigate('/list?typeId=4242');
    history.navigate('/list?typeId=0&orderby=new', { replace: true });

    expect(window.location.search).toBe('?typeId=0&orderby=new');
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(window.history.length).toBeGreaterThan(1);
  });

  it('resolves an address against the current one', () => {
    const history = browserHistory();
    history.navigate('/find/rank');
    history.navigate('tags', { replace: true });

    expect(history.location.pathname).toBe('/find/tags');
  });

  it('reads an entry numbered by an earlier version of the app, and numbers an unknown one', async () => {
    window.history.replaceState({ usr: { from: 'home' }, key: 'k1', idx: 3 }, '', '/list');
    const history = browserHistory();
    expect(history.location).toMatchObject({ key: 'k1', state: { from: 'home' } });
    expect(history.canGoBack()).toBe(true);

    // A fragment link makes an entry the app did not: it comes after the one it was made from.
    const popped = nextPop();
    window.location.hash = '#token';
    await popped;
    expect(history.location.hash).toBe('#token');
    expect(window.history.state).toMatchObject({ idx: 4 });
  });

  it('stops calling a listener that unsubscribed', () => {
    const history = browserHistory();
    const changes = vi.fn();
    const stop = history.listen(changes);
    stop();
    history.navigate('/mine');
    expect(changes).not.toHaveBeenCalled();
  });
});
