import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh } from './pull-to-refresh';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderPull(props: { disabled?: boolean; onRefresh?: () => Promise<void> } = {}) {
  const onRefresh = vi.fn(props.onRefresh ?? (() => Promise.resolve()));
  render(
    <PullToRefresh onRefresh={onRefresh} disabled={props.disabled} threshold={50}>
      <p>列表内容</p>
    </PullToRefresh>,
  );
  return { onRefresh, content: screen.getByText('列表内容') };
}

/** Touches down at y = 0 and moves to each of `ys` in turn. */
function drag(target: Element, ...ys: number[]) {
  fireEvent.touchStart(target, { touches: [{ clientY: 0 }] });
  for (const clientY of ys) fireEvent.touchMove(target, { touches: [{ clientY }] });
}

const status = () => screen.getByRole('status');

describe('PullToRefresh', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it('shows nothing at rest', () => {
    const { content } = renderPull();

    expect(status()).toBeEmptyDOMElement();
    expect(content.parentElement).not.toHaveAttribute('style');
  });

  it.each([
    { finger: 40, text: '下拉即可刷新...', offset: '20px' },
    { finger: 100, text: '释放即可刷新...', offset: '50px' },
    { finger: 400, text: '释放即可刷新...', offset: '100px' },
  ])('pulled $finger px shows $text and moves the content $offset', ({ finger, text, offset }) => {
    const { content } = renderPull();

    drag(content, finger);

    expect(status()).toHaveTextContent(text);
    expect(content.parentElement).toHaveStyle({ transform: `translateY(${offset})` });
  });

  it('prevents the page scroll while pulling', () => {
    const { content } = renderPull();
    fireEvent.touchStart(content, { touches: [{ clientY: 0 }] });

    const notPrevented = fireEvent.touchMove(content, { touches: [{ clientY: 60 }] });

    expect(notPrevented).toBe(false);
  });

  it('returns to rest when released short of the threshold, or pushed back up', () => {
    const { content, onRefresh } = renderPull();

    drag(content, 60);
    fireEvent.touchEnd(content);
    expect(status()).toBeEmptyDOMElement();

    drag(content, 60, -10);
    expect(status()).toBeEmptyDOMElement();
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('refreshes on release past the threshold and shows 加载中... until it settles', async () => {
    const pending = deferred();
    const { content, onRefresh } = renderPull({ onRefresh: () => pending.promise });

    drag(content, 120);
    fireEvent.touchEnd(content);

    expect(onRefresh).toHaveBeenCalledOnce();
    expect(status()).toHaveTextContent('加载中...');
    drag(content, 120);
    fireEvent.touchEnd(content);
    expect(onRefresh).toHaveBeenCalledOnce();

    await act(async () => pending.resolve());
    expect(status()).toBeEmptyDOMElement();
  });

  it('shows the list from scroll top 1 once refreshed', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const done = deferred();
    const { content } = renderPull({ onRefresh: () => done.promise });
    drag(content, 120);
    fireEvent.touchEnd(content);
    expect(scroll).not.toHaveBeenCalled();
    await act(async () => done.resolve());
    expect(scroll).toHaveBeenCalledExactlyOnceWith({ top: 1 });
    scroll.mockRestore();
  });

  it('leaves the page where it was when the refresh fails', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const failed = deferred();
    const { content } = renderPull({ onRefresh: () => failed.promise });
    drag(content, 120);
    fireEvent.touchEnd(content);
    await act(async () => failed.reject(new Error('网络错误')));
    expect(scroll).not.toHaveBeenCalled();
    scroll.mockRestore();
  });

  it('ends the indicator when the refresh fails', async () => {
    const pending = deferred();
    const { content } = renderPull({ onRefresh: () => pending.promise });
    drag(content, 120);
    fireEvent.touchEnd(content);

    await act(async () => pending.reject(new Error('网络错误')));

    expect(status()).toBeEmptyDOMElement();
  });

  it('resets when the touch is cancelled', () => {
    const { content, onRefresh } = renderPull();

    drag(content, 120);
    fireEvent.touchCancel(content);
    fireEvent.touchEnd(content);

    expect(status()).toBeEmptyDOMElement();
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('does nothing unless the page is scrolled to the top', () => {
    window.scrollY = 300;
    const { content } = renderPull();

    drag(content, 120);

    expect(status()).toBeEmptyDOMElement();
  });

  it('does nothing when disabled', () => {
    const { content } = renderPull({ disabled: true });

    drag(content, 120);

    expect(status()).toBeEmptyDOMElement();
  });
});
