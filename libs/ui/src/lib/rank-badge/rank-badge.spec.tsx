import { render, screen } from '@testing-library/react';
import { RankBadge } from './rank-badge';

describe('RankBadge', () => {
  it.each([null, 0, -1, 1.5])('shows nothing for rank %s', (rank) => {
    const { container } = render(<RankBadge rank={rank} />);

    expect(container).toBeEmptyDOMElement();
  });

  it.each([1, 2, 3])('draws a medal for place %i, with no image file', (rank) => {
    render(<RankBadge rank={rank} />);

    const badge = screen.getByRole('img', { name: `第${rank}名` });
    expect(badge.querySelector('svg')).toHaveTextContent(String(rank));
    expect(badge.querySelector('img')).toBeNull();
  });

  it.each([4, 27])('shows the plain number for place %i', (rank) => {
    render(<RankBadge rank={rank} />);

    const badge = screen.getByRole('img', { name: `第${rank}名` });
    expect(badge).toHaveTextContent(String(rank));
    expect(badge.querySelector('svg')).toBeNull();
  });
});
