import type { Ad } from '@video/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createFakeHls, fakeHlsLoader } from '../../testing';
import { PrerollOverlay, type PrerollOverlayProps } from './preroll-overlay';

const imageAd: Ad = {
  url: 'https://ads.test/1',
  image: { url: 'https://img.test/ad.bin', type: 'jpg' },
  title: '夏季特惠',
  videoPath: null,
  durationSeconds: null,
};

function renderOverlay(props: Partial<PrerollOverlayProps> = {}) {
  const onClose = vi.fn();
  const onOpenAd = vi.fn();
  // Never settles: only the image test lets the image arrive.
  const loadImage = vi.fn(() => new Promise<string>(() => undefined));
  const view = render(
    <PrerollOverlay
      ad={imageAd}
      loadImage={loadImage}
      onClose={onClose}
      onOpenAd={onOpenAd}
      {...props}
    />,
  );
  return { ...view, onClose, onOpenAd, loadImage };
}

const closeButton = () => screen.getByRole('button', { name: /^(\d+s|关闭)$/ });
const tick = () =>
  act(() => {
    vi.advanceTimersByTime(1000);
  });

describe('PrerollOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('counts 5s … 1s down, then offers 关闭, which closes', () => {
    const { onClose } = renderOverlay();

    for (const label of ['5s', '4s', '3s', '2s', '1s']) {
      expect(closeButton()).toHaveTextContent(label);
      expect(closeButton()).toBeDisabled();
      tick();
    }
    expect(closeButton()).toHaveTextContent('关闭');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(closeButton());

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('does not close while counting', () => {
    const { onClose } = renderOverlay();

    fireEvent.click(closeButton());
    tick();

    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['the ad’s own length', { ad: { ...imageAd, durationSeconds: 3 } }, '3s'],
    ['a length passed in', { seconds: 8 }, '8s'],
    ['no countdown at all', { seconds: 0 }, '关闭'],
  ])('counts %s', (_case, props, label) => {
    renderOverlay(props);

    expect(closeButton()).toHaveTextContent(label);
  });

  it('opens the ad when tapped, named 广告 and its title', () => {
    const { onOpenAd } = renderOverlay();

    fireEvent.click(screen.getByRole('button', { name: '广告 夏季特惠' }));

    expect(onOpenAd).toHaveBeenCalledExactlyOnceWith(imageAd);
  });

  it('shows the decoded ad image', async () => {
    const loadImage = vi.fn().mockResolvedValue('blob:ad');
    const { container } = renderOverlay({ loadImage });
    await act(async () => {
      await Promise.resolve();
    });

    expect(loadImage).toHaveBeenCalledWith(imageAd.image, expect.any(AbortSignal));
    expect(container.querySelector('img')).toHaveAttribute('src', 'blob:ad');
  });

  it('plays a clip ad muted in its own light player, released on unmount', async () => {
    vi.stubGlobal('MediaSource', class {});
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
    const Hls = createFakeHls();
    const clipAd = { ...imageAd, videoPath: 'https://media.test/ad-1/master.m3u8' };
    const { container, unmount } = renderOverlay({
      ad: clipAd,
      playerOptions: { loadHls: fakeHlsLoader(Hls) },
    });
    await act(async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });

    const video = container.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(Hls.instances[0]?.source).toBe(clipAd.videoPath);
    expect(play).toHaveBeenCalledOnce();
    unmount();

    expect(Hls.instances[0]?.destroyed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
