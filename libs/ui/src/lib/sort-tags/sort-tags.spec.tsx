import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortTags } from './sort-tags';

describe('SortTags', () => {
  it.each([
    { value: 'new' as const, checked: '最新' },
    { value: 'hot' as const, checked: '最热' },
  ])('checks $checked for $value', ({ value, checked }) => {
    render(<SortTags value={value} onChange={vi.fn()} />);

    expect(screen.getByRole('radiogroup', { name: '排序' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName(checked);
  });

  it('reports the tapped order', async () => {
    const onChange = vi.fn();
    render(<SortTags value="new" onChange={onChange} />);

    await userEvent.click(screen.getByRole('radio', { name: '最热' }));

    expect(onChange).toHaveBeenCalledWith('hot');
  });

  it('moves with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<SortTags value="new" onChange={onChange} />);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');

    expect(onChange).toHaveBeenCalledWith('hot');
  });
});
