import { render, screen } from '@testing-library/react';
import { LIST_COVER_RATIO } from '@video/domain';
import { GridSkeleton, RowSkeleton } from './list-skeleton';

describe('GridSkeleton and RowSkeleton', () => {
  it.each([
    ['GridSkeleton', GridSkeleton],
    ['RowSkeleton', RowSkeleton],
  ])('%s says 加载中... once and reserves each cover at its ratio', (_name, ListSkeleton) => {
    const { container } = render(<ListSkeleton ratio={LIST_COVER_RATIO} count={4} />);

    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    const covers = [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].filter(
      (box) => box.style.aspectRatio !== '',
    );
    expect(covers).toHaveLength(4);
    for (const cover of covers) expect(cover).toHaveStyle({ aspectRatio: '360 / 243' });
  });

  it('stays silent for a skeleton beside the one loading', () => {
    render(<GridSkeleton ratio={1} announce={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
