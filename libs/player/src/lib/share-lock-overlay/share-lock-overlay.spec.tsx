import { fireEvent, render, screen } from '@testing-library/react';
import { ShareLockOverlay, type ShareLockOverlayProps } from './share-lock-overlay';

function renderLock(props: Partial<ShareLockOverlayProps> = {}) {
  const handlers = { onCopyLink: vi.fn(), onRefresh: vi.fn() };
  const view = render(<ShareLockOverlay count={0} copied={false} {...handlers} {...props} />);
  return { ...view, ...handlers };
}

describe('ShareLockOverlay', () => {
  it.each([
    [Number.NaN, '还差2人解锁'],
    [0, '还差2人解锁'],
    [1, '还差1人解锁'],
  ])('with %s unlocks says %s', (count, text) => {
    renderLock({ count });

    expect(screen.getByRole('group', { name: text })).toBeInTheDocument();
  });

  it.each([2, 5])('shows nothing once %s people unlocked it', (count) => {
    const { container } = renderLock({ count });

    expect(container).toBeEmptyDOMElement();
  });

  it('copies the unlock link; 刷新 appears once it was copied', () => {
    const { onCopyLink, rerender, onRefresh } = renderLock();
    expect(screen.queryByRole('button', { name: '刷新' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '复制解锁链接' }));
    rerender(<ShareLockOverlay count={0} copied onCopyLink={onCopyLink} onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));

    expect(onCopyLink).toHaveBeenCalledOnce();
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it.each([
    [undefined, false],
    [vi.fn(), true],
  ])('offers 分享 only with onShare (%s)', (onShare, shown) => {
    renderLock({ onShare });

    expect(screen.queryByRole('button', { name: '分享' }) !== null).toBe(shown);
  });

  it('ignores taps while busy and says so', () => {
    const onShare = vi.fn();
    const { onCopyLink, onRefresh } = renderLock({ busy: true, copied: true, onShare });

    for (const name of ['复制解锁链接', '分享', '刷新']) {
      const button = screen.getByRole('button', { name });
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }

    expect([onCopyLink, onShare, onRefresh].flatMap((fn) => fn.mock.calls)).toEqual([]);
  });
});
