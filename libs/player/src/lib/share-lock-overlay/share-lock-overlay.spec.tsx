import { fireEvent, render, screen } from '@testing-library/react';
import { ShareLockOverlay } from './share-lock-overlay';

function renderLock(count: number, copied = false) {
  const onCopyLink = vi.fn();
  const onRefresh = vi.fn();
  const view = render(
    <ShareLockOverlay
      count={count}
      copied={copied}
      onCopyLink={onCopyLink}
      onRefresh={onRefresh}
    />,
  );
  return { ...view, onCopyLink, onRefresh };
}

describe('ShareLockOverlay', () => {
  it.each([
    [Number.NaN, '还差2人解锁'],
    [0, '还差2人解锁'],
    [1, '还差1人解锁'],
  ])('with %s unlocks says %s', (count, text) => {
    renderLock(count);

    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([2, 5])('shows nothing once %s people unlocked it', (count) => {
    const { container } = renderLock(count);

    expect(container).toBeEmptyDOMElement();
  });

  it('copies the unlock link; 刷新 appears once it was copied', () => {
    const { onCopyLink, rerender, onRefresh } = renderLock(0);
    expect(screen.queryByRole('button', { name: '刷新' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '复制解锁链接' }));
    rerender(<ShareLockOverlay count={0} copied onCopyLink={onCopyLink} onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));

    expect(onCopyLink).toHaveBeenCalledOnce();
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
