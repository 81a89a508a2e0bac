import type { ListStatus } from '@video/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity } from 'react';
import { InfiniteList, type InfiniteListProps } from './infinite-list';

const ROW_HEIGHT = 100;
const VIEWPORT_HEIGHT = 800;

interface Item {
  id: number;
  title: string;
}

const makeItems = (count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `视频${index + 1}` }));

/** A list of 1 000 titled items, one per row of {@link ROW_HEIGHT}, ready for more. */
function list(props: Partial<InfiniteListProps<Item>> = {}) {
  return (
    <InfiniteList<Item>
      items={makeItems(1000)}
      renderItem={(item) => <span>{item.title}</span>}
      getKey={(item) => item.id}
      estimateSize={ROW_HEIGHT}
      gap={0}
      status="ready"
      {...props}
    />
  );
}

function renderList(props: Partial<InfiniteListProps<Item>> = {}) {
  const onEndReached = vi.fn();
  const onRetry = vi.fn();
  const view = render(list({ onEndReached, onRetry, ...props }));
  return { onEndReached, onRetry, ...view };
}

function scrollWindowTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

const renderedTitles = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('InfiniteList', () => {
  // jsdom has no layout: give the window a height and every row a measured height.
  beforeEach(() => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VIEWPORT_HEIGHT);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('renders only the rows in view plus overscan out of 1 000 items', () => {
    renderList();

    const titles = renderedTitles();
    expect(titles.length).toBeGreaterThanOrEqual(VIEWPORT_HEIGHT / ROW_HEIGHT);
    expect(titles.length).toBeLessThanOrEqual(VIEWPORT_HEIGHT / ROW_HEIGHT + 3);
    expect(titles[0]).toBe('视频1');
  });

  it('keeps the DOM small after scrolling far down', () => {
    renderList();

    scrollWindowTo(500 * ROW_HEIGHT);

    const titles = renderedTitles();
    expect(titles.length).toBeLessThanOrEqual(VIEWPORT_HEIGHT / ROW_HEIGHT + 2 * 3);
    expect(titles).toContain('视频501');
    expect(titles).not.toContain('视频1');
  });

  it('lays out a grid: rows of N columns, items numbered for assistive technology', () => {
    renderList({ columns: 2, items: makeItems(5), estimateSize: ROW_HEIGHT });

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.parentElement).toBe(items[1]?.parentElement);
    expect(items[1]?.parentElement).not.toBe(items[2]?.parentElement);
    expect(items[4]).toHaveAttribute('aria-posinset', '5');
    expect(items[4]).toHaveAttribute('aria-setsize', '5');
  });

  it('positions rows from the list top when content sits above the list', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ y: 240, height: 0 }),
    );
    renderList({ items: makeItems(3) });

    const rows = screen.getAllByRole('listitem').map((item) => item.parentElement);
    expect(rows.map((row) => row?.style.transform)).toEqual([
      'translate3d(0, 0px, 0)',
      'translate3d(0, 100px, 0)',
      'translate3d(0, 200px, 0)',
    ]);
  });

  it('measures where it starts again when its first rows arrive: what stood above may be gone', () => {
    // While the first page loads, a skeleton three screens tall stands above the list.
    const top = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ y: 3 * VIEWPORT_HEIGHT, height: 0 }));
    const { rerender } = renderList({ items: [], status: 'loading' });

    // The page arrives and the skeleton goes: the list starts at the top of the screen.
    top.mockReturnValue(DOMRect.fromRect({ y: 0, height: 0 }));
    rerender(list({ items: makeItems(1000) }));

    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(
      VIEWPORT_HEIGHT / ROW_HEIGHT,
    );
  });

  it('asks for more only once the last rows come near', () => {
    const { onEndReached } = renderList();
    expect(onEndReached).not.toHaveBeenCalled();

    scrollWindowTo(1000 * ROW_HEIGHT - VIEWPORT_HEIGHT);

    expect(onEndReached).toHaveBeenCalledOnce();
  });

  it.each<ListStatus>(['loading', 'finished', 'error', 'idle', 'refreshing'])(
    'does not ask for more while %s',
    (status) => {
      const { onEndReached } = renderList({ items: makeItems(3), status });

      expect(onEndReached).not.toHaveBeenCalled();
    },
  );

  it('asks again when a page arrived and the end is still in view', () => {
    const { onEndReached, rerender } = renderList({ items: makeItems(3) });
    const props = {
      renderItem: (item: Item) => item.title,
      estimateSize: ROW_HEIGHT,
      onEndReached,
    };

    rerender(<InfiniteList<Item> {...props} items={makeItems(3)} status="loading" />);
    rerender(<InfiniteList<Item> {...props} items={makeItems(6)} status="ready" />);

    expect(onEndReached).toHaveBeenCalledTimes(2);
  });

  it.each([
    { status: 'loading' as const, text: '加载中...' },
    { status: 'finished' as const, text: '没有更多了' },
  ])('shows $text in the footer when $status', ({ status, text }) => {
    renderList({ items: makeItems(3), status });

    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each<ListStatus>(['ready', 'idle', 'refreshing'])('shows no footer when %s', (status) => {
    renderList({ items: makeItems(3), status });

    expect(screen.queryByText(/加载中|没有更多了|请求失败/)).not.toBeInTheDocument();
  });

  it('offers a retry button on error', async () => {
    const { onRetry } = renderList({ items: makeItems(3), status: 'error' });

    await userEvent.click(screen.getByRole('button', { name: '请求失败，点击重新加载' }));

    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state instead of 没有更多了 when finished with no items', () => {
    renderList({ items: [], status: 'finished', empty: <p>暂无内容</p> });

    expect(screen.getByText('暂无内容')).toBeInTheDocument();
    expect(screen.queryByText('没有更多了')).not.toBeInTheDocument();
  });

  it('keys items by index when no getKey is given', () => {
    render(
      <InfiniteList
        items={['甲', '乙']}
        renderItem={(item) => item}
        estimateSize={ROW_HEIGHT}
        status="finished"
      />,
    );

    expect(renderedTitles()).toEqual(['甲', '乙']);
  });

  it('shown again after the window moved while it was hidden, draws the rows at the window’s offset', () => {
    // A kept-alive screen is hidden (its effects taken down) and shown again: meanwhile another
    // screen moved the window, and the screen may have started over, too short to scroll back.
    const keptAlive = (mode: 'visible' | 'hidden') => <Activity mode={mode}>{list()}</Activity>;
    const view = render(keptAlive('visible'));
    scrollWindowTo(50 * ROW_HEIGHT);
    expect(renderedTitles()).toContain('视频51');

    view.rerender(keptAlive('hidden'));
    window.scrollY = 0;
    view.rerender(keptAlive('visible'));

    expect(renderedTitles()[0]).toBe('视频1');
  });

  describe('where the browser has a ResizeObserver', () => {
    /** The observers the list makes, each with what it watches and a way to report sizes. */
    const observers: { readonly callback: ResizeObserverCallback; watched: Element[] }[] = [];
    class RecordingResizeObserver {
      readonly record: { readonly callback: ResizeObserverCallback; watched: Element[] };
      constructor(callback: ResizeObserverCallback) {
        this.record = { callback, watched: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.watched.push(target);
      }
      unobserve(target: Element) {
        this.record.watched = this.record.watched.filter((watched) => watched !== target);
      }
      disconnect() {
        this.record.watched = [];
      }
    }
    beforeEach(() => {
      observers.length = 0;
      vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('reads no row height while mounting, and takes the laid-out size from the observer', () => {
      const heightRead = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
      renderList({ items: makeItems(20) });
      const canvas = screen.getByRole('list');

      expect(heightRead).not.toHaveBeenCalled();
      expect(canvas.style.height).toBe(`${20 * ROW_HEIGHT}px`);

      const rowsObserver = observers.find((observer) => observer.watched.length > 0);
      const firstRow = rowsObserver?.watched[0];
      expect(firstRow).toBeDefined();
      const laidOut = {
        target: firstRow,
        borderBoxSize: [{ blockSize: 150, inlineSize: 390 }],
      } as unknown as ResizeObserverEntry;
      act(() => rowsObserver?.callback([laidOut], {} as ResizeObserver));

      expect(canvas.style.height).toBe(`${19 * ROW_HEIGHT + 150}px`);
    });
  });
});
