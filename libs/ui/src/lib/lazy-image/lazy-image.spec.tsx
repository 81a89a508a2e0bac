import { BLOCK_COVER_RATIO, type EncryptedImage, LIST_COVER_RATIO } from '@video/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage, type ImageLoader } from './lazy-image';

const cover: EncryptedImage = { url: 'https://img.example/cover.bin', type: 'jpeg' };

/** An IntersectionObserver whose intersections the test triggers. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports every observed element as in (or out of) the viewport. */
  intersect(isIntersecting: boolean) {
    const entries = [...this.observed].map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function deferred() {
  let resolve!: (src: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function frameOf(container: HTMLElement) {
  return container.firstElementChild as HTMLElement;
}

/** A 16×9 preview as a video's `placeholder` carries it. */
const PREVIEW = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJ';

/** The preview's element in the box, if shown. */
function previewIn(container: HTMLElement) {
  return container.querySelector(`img[src="${PREVIEW}"]`);
}

describe('LazyImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.instances = [];
  });

  describe('without IntersectionObserver', () => {
    it('loads at once and shows the image, decoded asynchronously', async () => {
      const load = vi.fn<ImageLoader>().mockResolvedValue('blob:cover');
      render(<LazyImage image={cover} load={load} ratio={BLOCK_COVER_RATIO} alt="封面" />);

      const img = await screen.findByRole('img', { name: '封面' });
      expect(img).toHaveAttribute('src', 'blob:cover');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(load).toHaveBeenCalledWith(cover, expect.any(AbortSignal));
    });

    it.each([
      { case: 'the image is null', image: null, load: vi.fn<ImageLoader>() },
      {
        case: 'load returns an empty URL',
        image: cover,
        load: vi.fn<ImageLoader>().mockResolvedValue(''),
      },
      {
        case: 'load rejects',
        image: cover,
        load: vi.fn<ImageLoader>().mockRejectedValue(new Error('decrypt failed')),
      },
    ])('shows the error placeholder when $case', async ({ image, load }) => {
      render(<LazyImage image={image} load={load} ratio={2.3} alt="广告" />);

      expect(await screen.findByRole('img', { name: '图片加载失败' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: '广告' })).not.toBeInTheDocument();
    });
  });

  describe('with a placeholder', () => {
    // jsdom decodes nothing: the cover's decode answers at once.
    beforeEach(() => {
      HTMLImageElement.prototype.decode = () => Promise.resolve();
    });
    afterEach(() => {
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    });

    it('shows it in the box, decorative, while the cover loads', () => {
      const load = vi.fn<ImageLoader>(() => new Promise<string>(() => undefined));
      const { container } = render(
        <LazyImage image={cover} load={load} ratio={2.3} alt="封面" placeholder={PREVIEW} />,
      );

      expect(frameOf(container)).toContainElement(previewIn(container) as HTMLElement);
      expect(previewIn(container)).toHaveAttribute('alt', '');
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });

    it('keeps it under the cover until the cover has loaded and decoded, then drops it', async () => {
      const decode = vi.fn(() => Promise.resolve());
      HTMLImageElement.prototype.decode = decode;
      const load = vi.fn<ImageLoader>().mockResolvedValue('blob:cover');
      const { container } = render(
        <LazyImage image={cover} load={load} ratio={2.3} alt="封面" placeholder={PREVIEW} />,
      );

      const image = await screen.findByRole('img', { name: '封面' });
      // Drawn first, so the cover lies over it.
      expect(frameOf(container).firstElementChild).toBe(previewIn(container));
      await act(async () => fireEvent.load(image));

      expect(decode).toHaveBeenCalled();
      expect(previewIn(container)).toBeNull();
      expect(image).toHaveAttribute('src', 'blob:cover');
    });

    it('drops it as well when the loaded cover cannot be decoded', async () => {
      HTMLImageElement.prototype.decode = () => Promise.reject(new Error('EncodingError'));
      const load = vi.fn<ImageLoader>().mockResolvedValue('blob:cover');
      const { container } = render(
        <LazyImage image={cover} load={load} ratio={2.3} alt="封面" placeholder={PREVIEW} />,
      );

      const image = await screen.findByRole('img', { name: '封面' });
      await act(async () => fireEvent.load(image));

      expect(previewIn(container)).toBeNull();
    });

    it('shows the error image, not the preview, when the cover fails', async () => {
      const load = vi.fn<ImageLoader>().mockResolvedValue('');
      const { container } = render(
        <LazyImage image={cover} load={load} ratio={2.3} alt="封面" placeholder={PREVIEW} />,
      );

      expect(await screen.findByRole('img', { name: '图片加载失败' })).toBeInTheDocument();
      expect(previewIn(container)).toBeNull();
    });

    it('shows none for a null placeholder', () => {
      const load = vi.fn<ImageLoader>(() => new Promise<string>(() => undefined));
      const { container } = render(
        <LazyImage image={cover} load={load} ratio={2.3} alt="封面" placeholder={null} />,
      );

      expect(container.querySelector('img')).toBeNull();
    });

    it('shows the next image’s preview again while the next image loads', async () => {
      const next: EncryptedImage = { url: 'https://img.example/next.bin', type: 'png' };
      const load = vi
        .fn<ImageLoader>()
        .mockResolvedValueOnce('blob:a')
        .mockReturnValue(new Promise<string>(() => undefined));
      const { container, rerender } = render(
        <LazyImage image={cover} load={load} ratio={2.3} alt="图" placeholder={PREVIEW} />,
      );
      const image = await screen.findByRole('img', { name: '图' });
      await act(async () => fireEvent.load(image));
      expect(previewIn(container)).toBeNull();

      rerender(<LazyImage image={next} load={load} ratio={2.3} alt="图" placeholder={PREVIEW} />);

      expect(previewIn(container)).not.toBeNull();
    });
  });

  describe('with IntersectionObserver', () => {
    beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));

    it('reserves a box of the exact ratio and loads nothing until near the viewport', () => {
      const load = vi.fn<ImageLoader>().mockResolvedValue('blob:cover');
      const { container } = render(
        <LazyImage image={cover} load={load} ratio={LIST_COVER_RATIO} alt="" />,
      );

      expect(frameOf(container).style.aspectRatio).toBe('360 / 243');
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
      expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('200px');
    });

    it('stays a placeholder while scrolled far away, then loads when near', async () => {
      const load = vi.fn<ImageLoader>().mockResolvedValue('blob:cover');
      render(<LazyImage image={cover} load={load} ratio={BLOCK_COVER_RATIO} alt="封面" />);
      const [observer] = FakeIntersectionObserver.instances;

      act(() => observer?.intersect(false));
      expect(load).not.toHaveBeenCalled();
      act(() => observer?.intersect(true));

      expect(await screen.findByRole('img', { name: '封面' })).toHaveAttribute('src', 'blob:cover');
      expect(observer?.observed.size).toBe(0);
    });

    it('loads a priority image at once', async () => {
      const load = vi.fn<ImageLoader>().mockResolvedValue('blob:first');
      render(<LazyImage image={cover} load={load} ratio={BLOCK_COVER_RATIO} alt="首屏" priority />);

      expect(await screen.findByRole('img', { name: '首屏' })).toHaveAttribute('src', 'blob:first');
    });

    it('shows an image already loaded in its first render, even far from the viewport', () => {
      const ready: EncryptedImage = { url: 'https://img.example/ready.bin', type: 'jpeg' };
      const load: ImageLoader = Object.assign(
        vi.fn(() => new Promise<string>(() => undefined)),
        { cached: (image: EncryptedImage) => (image.url === ready.url ? 'blob:ready' : undefined) },
      );

      render(
        <>
          <LazyImage image={ready} load={load} ratio={BLOCK_COVER_RATIO} alt="看过的" />
          <LazyImage image={cover} load={load} ratio={BLOCK_COVER_RATIO} alt="没看过的" />
        </>,
      );

      expect(screen.getByRole('img', { name: '看过的' })).toHaveAttribute('src', 'blob:ready');
      expect(screen.queryByRole('img', { name: '没看过的' })).not.toBeInTheDocument();
    });

    it('shows an image that finished loading while the screen rendered in the same commit', () => {
      // The cache has nothing when the image renders, and has it when the screen commits.
      const cached = vi.fn<(image: EncryptedImage) => string | undefined>();
      cached.mockReturnValueOnce(undefined).mockReturnValue('blob:just-in');
      const load: ImageLoader = Object.assign(
        vi.fn(() => new Promise<string>(() => undefined)),
        { cached },
      );

      render(<LazyImage image={cover} load={load} ratio={BLOCK_COVER_RATIO} alt="封面" />);

      expect(screen.getByRole('img', { name: '封面' })).toHaveAttribute('src', 'blob:just-in');
    });

    it('aborts the load when unmounted and ignores its late result', async () => {
      const pending = deferred();
      const load = vi.fn<ImageLoader>().mockReturnValue(pending.promise);
      const { unmount } = render(
        <LazyImage image={cover} load={load} ratio={2.3} alt="" priority />,
      );
      const signal = load.mock.calls[0]?.[1];

      unmount();
      await act(async () => pending.resolve('blob:late'));

      expect(signal?.aborted).toBe(true);
    });

    it('shows the new image, not the old one, when the image changes', async () => {
      const first = deferred();
      const load = vi
        .fn<ImageLoader>()
        .mockResolvedValueOnce('blob:a')
        .mockReturnValueOnce(first.promise);
      const next: EncryptedImage = { url: 'https://img.example/next.bin', type: 'png' };
      const { rerender } = render(
        <LazyImage image={cover} load={load} ratio={2.3} alt="图" priority />,
      );
      await screen.findByRole('img', { name: '图' });

      rerender(<LazyImage image={next} load={load} ratio={2.3} alt="图" priority />);
      expect(screen.queryByRole('img', { name: '图' })).not.toBeInTheDocument();
      await act(async () => first.resolve('blob:b'));

      expect(screen.getByRole('img', { name: '图' })).toHaveAttribute('src', 'blob:b');
    });
  });
});
