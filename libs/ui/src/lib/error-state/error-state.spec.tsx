import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it.each([
    { message: undefined, shown: '网络错误，请稍后重试' },
    { message: '请求失败，点击重新加载', shown: '请求失败，点击重新加载' },
  ])('shows $shown', ({ message, shown }) => {
    render(<ErrorState message={message} onRetry={vi.fn()} />);

    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('calls onRetry when 重新加载 is tapped', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);

    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));

    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('retries once for a double tap', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);

    await userEvent.dblClick(screen.getByRole('button', { name: '重新加载' }));

    expect(onRetry).toHaveBeenCalledOnce();
  });
});
