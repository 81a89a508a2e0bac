import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it.each([
    { text: undefined, shown: '暂无内容' },
    { text: '暂无公告', shown: '暂无公告' },
  ])('shows $shown', ({ text, shown }) => {
    render(<EmptyState text={text} />);

    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('keeps the icon out of the accessibility tree', () => {
    const { container } = render(<EmptyState icon={<svg data-testid="icon" />} />);

    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent(/^暂无内容$/);
  });
});
