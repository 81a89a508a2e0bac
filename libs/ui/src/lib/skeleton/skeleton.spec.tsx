import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';

function box(container: HTMLElement) {
  return container.firstElementChild as HTMLElement;
}

describe('Skeleton', () => {
  it('is hidden from screen readers', () => {
    const { container } = render(<Skeleton ratio="750 / 422" />);

    expect(box(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    { props: { ratio: '750 / 422' }, style: { aspectRatio: '750 / 422', width: '100%' } },
    { props: { width: 120, height: 16 }, style: { width: '120px', height: '16px' } },
  ])('reserves the exact box for $props', ({ props, style }) => {
    const { container } = render(<Skeleton {...props} />);

    expect(box(container)).toHaveStyle(style);
  });

  it.each([
    { round: false, rounds: false },
    { round: true, rounds: true },
  ])('adds the round shape only when asked (round $round)', ({ round, rounds }) => {
    const { container } = render(<Skeleton round={round} height={40} width={40} />);

    expect(box(container).classList.length).toBe(rounds ? 2 : 1);
  });
});
