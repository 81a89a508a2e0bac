import { act, fireEvent, render, screen } from '@testing-library/react';
import { createSnackbar } from './create-snackbar';
import { SnackbarHost } from './snackbar-host';

describe('SnackbarHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderHost(duration?: number) {
    const snackbar = createSnackbar();
    const view = render(<SnackbarHost snackbar={snackbar} duration={duration} />);
    return { snackbar, ...view };
  }

  it('keeps an empty polite live region mounted so messages are announced', () => {
    renderHost();

    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows a message and hides it after the default 3000 ms', () => {
    const { snackbar } = renderHost();

    act(() => snackbar.show('刷新成功'));
    expect(screen.getByRole('status')).toHaveTextContent('刷新成功');

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('刷新成功');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('honours a custom duration', () => {
    const { snackbar } = renderHost(500);

    act(() => snackbar.show('已复制链接'));
    act(() => {
      vi.advanceTimersByTime(500);
    });

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the timer for a newer message', () => {
    const { snackbar } = renderHost(1000);

    act(() => snackbar.show('已复制链接'));
    act(() => {
      vi.advanceTimersByTime(800);
    });
    act(() => snackbar.show('刷新成功'));
    act(() => {
      vi.advanceTimersByTime(800);
    });

    expect(screen.getByRole('status')).toHaveTextContent('刷新成功');
  });

  it('closes when tapped', () => {
    const { snackbar } = renderHost();
    act(() => snackbar.show('非法播放'));

    fireEvent.click(screen.getByRole('button', { name: '非法播放' }));

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears its timer on unmount', () => {
    const { snackbar, unmount } = renderHost();
    act(() => snackbar.show('非法播放'));

    unmount();

    expect(vi.getTimerCount()).toBe(0);
  });
});
