import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryTabs } from './category-tabs';

const tabs = [
  { id: 0, name: '全部' },
  { id: 1, name: '电影' },
  { id: 2, name: '剧集' },
  { id: 3, name: '综艺' },
  { id: 4, name: '动漫' },
];

function renderTabs(active = 0, visibleCount?: number) {
  const onChange = vi.fn();
  const view = render(
    <CategoryTabs
      tabs={tabs}
      active={active}
      onChange={onChange}
      label="分类"
      visibleCount={visibleCount}
    />,
  );
  return { onChange, ...view };
}

describe('CategoryTabs', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  });

  it('renders a named tab list with the active tab selected and alone in the tab order', () => {
    renderTabs(2);

    expect(screen.getByRole('tablist', { name: '分类' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('剧集');
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('tabindex', '-1');
  });

  it.each([
    { visibleCount: undefined, expected: '4' },
    { visibleCount: 7, expected: '7' },
  ])(
    'sizes tabs so $expected fit across (visibleCount $visibleCount)',
    ({ visibleCount, expected }) => {
      renderTabs(0, visibleCount);

      expect(screen.getByRole('tablist').style.getPropertyValue('--visible-tabs')).toBe(expected);
    },
  );

  it('calls onChange with the tapped tab id', async () => {
    const { onChange } = renderTabs();

    await userEvent.click(screen.getByRole('tab', { name: '综艺' }));

    expect(onChange).toHaveBeenCalledWith(3);
  });

  it.each([
    { key: 'ArrowRight', from: 1, to: 2 },
    { key: 'ArrowRight', from: 4, to: 0 },
    { key: 'ArrowLeft', from: 0, to: 4 },
    { key: 'Home', from: 3, to: 0 },
    { key: 'End', from: 1, to: 4 },
  ])('moves from $from to $to with $key, focusing the new tab', ({ key, from, to }) => {
    const { onChange } = renderTabs(from);

    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key });

    expect(onChange).toHaveBeenCalledWith(to);
    expect(screen.getByRole('tab', { name: tabs[to]?.name })).toHaveFocus();
  });

  it('ignores other keys', () => {
    const { onChange } = renderTabs(1);

    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'a' });

    expect(onChange).not.toHaveBeenCalled();
  });

  it('scrolls the strip (not the page) so the active tab sits in the middle', () => {
    const { rerender } = renderTabs(0);
    const strip = screen.getByRole('tablist');
    Object.defineProperty(strip, 'clientWidth', { value: 400 });
    const target = screen.getByRole('tab', { name: '动漫' });
    Object.defineProperties(target, { offsetLeft: { value: 400 }, offsetWidth: { value: 100 } });

    rerender(<CategoryTabs tabs={tabs} active={4} onChange={vi.fn()} label="分类" />);

    expect(scrollTo).toHaveBeenLastCalledWith({ left: 250 });
  });

  it('as segmented tabs, moves with the arrows and Home and End like the strip', async () => {
    const onChange = vi.fn();
    render(
      <CategoryTabs
        variant="segmented"
        tabs={[
          { id: 'day', name: '日榜' },
          { id: 'week', name: '周榜' },
          { id: 'month', name: '月榜' },
        ]}
        active="week"
        onChange={onChange}
        label="榜单"
      />,
    );
    const week = screen.getByRole('tab', { name: '周榜' });
    week.focus();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange.mock.calls).toEqual([['month'], ['day'], ['day']]);
    expect(screen.getByRole('tablist', { name: '榜单' })).toBeInTheDocument();
  });
});
