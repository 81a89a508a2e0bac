import type { Ad, ListStatus } from '@video/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageLoader } from '../lazy-image';
import type { VideoCardItem } from '../video-card';
import { VideoGrid, type VideoGridProps } from './video-grid';

const ROW_HEIGHT = 100;

const makeItems = (count: number): VideoCardItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `视频${index + 1}`,
    cover: null,
  }));

const ads: Ad[] = [
  {
    title: '夏日特卖',
    url: 'https://ad.example/7',
    image: null,
    videoPath: null,
    durationSeconds: null,
  },
];

/** Covers stay loading: no state update lands after a test. */
const loading: ImageLoader = () => new Promise(() => undefined);

function renderGrid(props: Partial<VideoGridProps<VideoCardItem>> = {}) {
  const handlers = { onOpen: vi.fn(), onEndReached: vi.fn(), onRetry: vi.fn(), onOpenAd: vi.fn() };
  const view = render(
    <VideoGrid<VideoCardItem>
      items={makeItems(5)}
      load={loading}
      status="ready"
      estimateSize={ROW_HEIGHT}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, ...view };
}

/** What each item shows first: a card's title, or an ad banner's 广告 mark. */
const itemTexts = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent);

describe('VideoGrid', () => {
  // jsdom has no layout: give the window a height and every row a measured height.
  beforeEach(() => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lays the cards out two across in grid layout, and opens the one tapped', async () => {
    const { onOpen } = renderGrid();

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.parentElement).toBe(items[1]?.parentElement);
    expect(items[1]?.parentElement).not.toBe(items[2]?.parentElement);
    await userEvent.click(screen.getByRole('button', { name: '视频2' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('takes the columns and the cover ratio it is given', () => {
    renderGrid({ columns: 3, ratio: { width: 3, height: 4 } });

    const items = screen.getAllByRole('listitem');
    expect(items[0]?.parentElement).toBe(items[2]?.parentElement);
    expect(items[0]?.querySelector('[style*="aspect-ratio"]')).toHaveStyle({
      aspectRatio: '3 / 4',
    });
  });

  it('shows how far the visitor got and removes a card', async () => {
    const onRemove = vi.fn();
    renderGrid({ onRemove, progressOf: () => ({ watched: 0.5, text: '还剩 5分钟' }) });

    expect(screen.getAllByText('还剩 5分钟')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: '删除 视频3' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('puts an ad banner before every 5th card in list layout, opened by onOpenAd', async () => {
    const { onOpenAd } = renderGrid({ variant: 'list', ads, items: makeItems(6) });

    expect(itemTexts()).toEqual([
      '广告',
      '视频1',
      '视频2',
      '视频3',
      '视频4',
      '视频5',
      '广告',
      '视频6',
    ]);
    await userEvent.click(
      screen.getAllByRole('button', { name: '广告 夏日特卖' })[0] as HTMLElement,
    );
    expect(onOpenAd).toHaveBeenCalledWith(ads[0]);
  });

  it.each<ListStatus>(['idle', 'loading'])(
    'shows the skeleton while the first page is %s',
    (status) => {
      renderGrid({ items: [], status, skeleton: <p>骨架</p> });

      expect(screen.getByText('骨架')).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    },
  );

  it('with a skeleton, shows an error state for a failed first page', async () => {
    const { onRetry } = renderGrid({ items: [], status: 'error', skeleton: <p>骨架</p> });

    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('without one, offers the retry in its footer', async () => {
    const { onRetry } = renderGrid({ items: [], status: 'error' });

    await userEvent.click(screen.getByRole('button', { name: '请求失败，点击重新加载' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state when the list finished with no card', () => {
    renderGrid({ items: [], status: 'finished', empty: <p>暂无内容</p> });

    expect(screen.getByText('暂无内容')).toBeInTheDocument();
  });

  describe('not virtualised (in a box that scrolls itself)', () => {
    it('renders every card in a plain list', () => {
      renderGrid({ virtualised: false, variant: 'list', items: makeItems(40) });

      const list = screen.getByRole('list');
      expect(list.tagName).toBe('UL');
      expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    });

    it('loads the next page from a 加载更多 button', async () => {
      const { onEndReached } = renderGrid({ virtualised: false });

      onEndReached.mockClear();
      await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
      expect(onEndReached).toHaveBeenCalledOnce();
    });

    it('shows the empty state alone when it finished with no card', () => {
      renderGrid({ virtualised: false, items: [], status: 'finished', empty: <p>暂无内容</p> });

      expect(screen.getByText('暂无内容')).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });

    it('offers a retry in its footer after a failed page', async () => {
      const { onRetry } = renderGrid({ virtualised: false, status: 'error' });

      await userEvent.click(screen.getByRole('button', { name: '请求失败，点击重新加载' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });
});
