import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageSlider } from './page-slider';
import styles from './page-slider.module.css';

function renderSlider(page: number, pages: number) {
  const onChange = vi.fn();
  const view = render(<PageSlider page={page} pages={pages} onChange={onChange} />);
  return { onChange, ...view };
}

describe('PageSlider', () => {
  it.each([0, 1])('is not shown for %i page(s)', (pages) => {
    const { container } = renderSlider(1, pages);

    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    { page: 1, prevDisabled: true, nextDisabled: false },
    { page: 3, prevDisabled: false, nextDisabled: false },
    { page: 5, prevDisabled: false, nextDisabled: true },
  ])(
    'on page $page of 5 disables prev: $prevDisabled, next: $nextDisabled',
    ({ page, prevDisabled, nextDisabled }) => {
      renderSlider(page, 5);

      expect(screen.getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(
        prevDisabled,
      );
      expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(
        nextDisabled,
      );
    },
  );

  it.each([
    { button: '上一页', expected: 2 },
    { button: '下一页', expected: 4 },
  ])('$button goes to page $expected from page 3', async ({ button, expected }) => {
    const { onChange } = renderSlider(3, 5);

    await userEvent.click(screen.getByRole('button', { name: button }));

    expect(onChange).toHaveBeenCalledWith(expected);
  });

  it('is a slider over 1..pages that reads the page as 第n页', () => {
    renderSlider(3, 9);

    const slider = screen.getByRole('slider', { name: '选择页码' });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '9');
    expect(slider).toHaveValue('3');
    expect(slider).toHaveAttribute('aria-valuetext', '第3页');
  });

  it('shows the tooltip while dragging and commits the page only on release', () => {
    const { onChange } = renderSlider(1, 9);
    const slider = screen.getByRole('slider', { name: '选择页码' });

    fireEvent.change(slider, { target: { value: '4' } });
    fireEvent.change(slider, { target: { value: '6' } });
    expect(screen.getByText('第6页')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.pointerUp(slider);

    expect(onChange).toHaveBeenCalledExactlyOnceWith(6);
    expect(screen.queryByText('第6页')).not.toBeInTheDocument();
  });

  it('does not commit a drag released on the current page', () => {
    const { onChange } = renderSlider(2, 9);
    const slider = screen.getByRole('slider', { name: '选择页码' });

    fireEvent.change(slider, { target: { value: '5' } });
    fireEvent.change(slider, { target: { value: '2' } });
    fireEvent.pointerUp(slider);

    expect(onChange).not.toHaveBeenCalled();
  });

  it('commits a keyboard step when the key is released', () => {
    const { onChange } = renderSlider(2, 9);
    const slider = screen.getByRole('slider', { name: '选择页码' });

    // jsdom does not move a range on arrow keys: the browser's change is simulated.
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.change(slider, { target: { value: '3' } });
    fireEvent.keyUp(slider, { key: 'ArrowRight' });

    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('ignores a release without a drag', () => {
    const { onChange } = renderSlider(2, 9);

    fireEvent.blur(screen.getByRole('slider', { name: '选择页码' }));

    expect(onChange).not.toHaveBeenCalled();
  });

  it('docked, sits in a bar along the bottom; otherwise in place', () => {
    const { container, rerender } = render(
      <PageSlider page={2} pages={5} onChange={() => undefined} />,
    );
    expect(container.firstElementChild).not.toHaveClass(styles.dock);
    rerender(<PageSlider docked page={2} pages={5} onChange={() => undefined} />);
    expect(container.firstElementChild).toHaveClass(styles.dock);
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
  });
});
