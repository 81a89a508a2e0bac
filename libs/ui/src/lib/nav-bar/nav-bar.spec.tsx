import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from '../icon-button';
import { SearchIcon } from '../icons';
import { NavBar } from './nav-bar';

describe('NavBar', () => {
  it('shows the title as the screen heading and no back button without onBack', () => {
    render(<NavBar title="电影" />);

    expect(screen.getByRole('heading', { level: 1, name: '电影' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
  });

  it('calls onBack when 返回 is tapped', async () => {
    const onBack = vi.fn();
    render(<NavBar title="电影" onBack={onBack} />);

    await userEvent.click(screen.getByRole('button', { name: '返回' }));

    expect(onBack).toHaveBeenCalledOnce();
  });

  it('renders the right action, e.g. a search button', async () => {
    const onSearch = vi.fn();
    render(
      <NavBar
        title="电影"
        right={
          <IconButton label="搜索" onClick={onSearch}>
            <SearchIcon />
          </IconButton>
        }
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: '搜索' }));

    expect(onSearch).toHaveBeenCalledOnce();
  });
});
