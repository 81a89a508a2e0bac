import { BLOCK_COVER_RATIO } from '@video/domain';
import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';
import styles from './skeleton.module.css';

function box(container: HTMLElement) {
  return container.firstElementChild as HTMLElement;
}

describe('Skeleton', () => {
  it('is hidden from screen readers', () => {
    const { container } = render(<Skeleton ratio={BLOCK_COVER_RATIO} />);

    expect(box(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    { props: { ratio: BLOCK_COVER_RATIO }, style: { aspectRatio: '750 / 422', width: '100%' } },
    { props: { ratio: 2.3 }, style: { aspectRatio: '2.3', width: '100%' } },
    { props: { width: 120, height: 16 }, style: { width: '120px', height: '16px' } },
  ])('reserves the exact box for $props', ({ props, style }) => {
    const { container } = render(<Skeleton {...props} />);

    expect(box(container)).toHaveStyle(style);
  });

  it('is round only when asked', () => {
    const { container: round } = render(<Skeleton round height={40} width={40} />);
    const { container: square } = render(<Skeleton height={40} width={40} />);

    expect(box(round)).toHaveClass(styles.round);
    expect(box(square)).not.toHaveClass(styles.round);
  });
});
