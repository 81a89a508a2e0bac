import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyScreen } from '../lazy-screen';
import { ViewBoundary } from './view-boundary';

function RankScreen() {
  return <h1>排行榜</h1>;
}

/** A screen module whose first `failures` loads fail, as offline. */
function flakyScreen(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return RankScreen;
  });
  const reloadPage = vi.fn();
  return { ...lazyScreen(load, reloadPage), load, reloadPage };
}

/** Makes `navigator.onLine` say `online` until the test ends. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function Broken(): never {
  throw new Error('bug');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('ViewBoundary', () => {
  it('tells a screen that failed to load as a network error and loads it on retry', async () => {
    const { Screen, load, reloadPage } = flakyScreen(1);
    render(
      <ViewBoundary>
        <Screen />
      </ViewBoundary>,
    );

    expect(await screen.findByText('网络错误，请稍后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));

    expect(await screen.findByRole('heading', { name: '排行榜' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('tells a retry that failed offline once more, and the next tap loads', async () => {
    const { Screen, load } = flakyScreen(2);
    setOnline(false);
    render(
      <ViewBoundary>
        <Screen />
      </ViewBoundary>,
    );

    for (let tap = 0; tap < 2; tap += 1) {
      expect(await screen.findByText('网络错误，请稍后重试')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    }

    expect(await screen.findByRole('heading', { name: '排行榜' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reloads the page when a retry fails online: the engine kept the failed import', async () => {
    const { Screen, reloadPage } = flakyScreen(2);
    setOnline(true);
    render(
      <ViewBoundary>
        <Suspense fallback={<p>加载中</p>}>
          <Screen />
        </Suspense>
      </ViewBoundary>,
    );

    expect(await screen.findByText('网络错误，请稍后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    // Until the page goes, the screen is loading, not failed.
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.queryByText('网络错误，请稍后重试')).not.toBeInTheDocument();
  });

  it('loads a screen once, however often it mounts', async () => {
    const { Screen, load } = flakyScreen(0);
    const { unmount } = render(<Screen />);
    await screen.findByRole('heading', { name: '排行榜' });
    unmount();
    render(<Screen />);

    expect(await screen.findByRole('heading', { name: '排行榜' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders a preloaded screen at once, without a loading fallback', async () => {
    const { Screen, preload, load } = flakyScreen(0);
    await preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Screen />
      </Suspense>,
    );

    expect(screen.getByRole('heading', { name: '排行榜' })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('lets a failed preload fail quietly and the render retry the load', async () => {
    const { Screen, preload, load } = flakyScreen(1);
    await expect(preload()).resolves.toBeUndefined();
    render(
      <ViewBoundary>
        <Screen />
      </ViewBoundary>,
    );

    expect(await screen.findByRole('heading', { name: '排行榜' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells a screen that broke while rendering apart from a network error', () => {
    render(
      <ViewBoundary>
        <Broken />
      </ViewBoundary>,
    );

    expect(screen.getByText('页面出错了，请重试')).toBeInTheDocument();
    expect(screen.queryByText('网络错误，请稍后重试')).not.toBeInTheDocument();
  });
});
