import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchIcon } from '../icons';
import { IconButton } from './icon-button';
import styles from './icon-button.module.css';

describe('IconButton', () => {
  it('is a plain button named by its label, the icon hidden from screen readers', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="搜索" onClick={onClick}>
        <SearchIcon />
      </IconButton>,
    );

    const button = screen.getByRole('button', { name: '搜索' });
    await userEvent.click(button);

    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps its own class next to one passed in', () => {
    render(
      <IconButton label="删除" className="extra">
        <SearchIcon />
      </IconButton>,
    );

    const button = screen.getByRole('button', { name: '删除' });
    expect(button).toHaveClass('extra', styles.button);
  });
});
