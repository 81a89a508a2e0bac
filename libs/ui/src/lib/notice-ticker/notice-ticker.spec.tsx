import type { Notice } from '@video/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticeTicker } from './notice-ticker';

function notice(id: number, title: string, updatedAt: number): Notice {
  return { id, title, content: '<p>内容</p>', updatedAt };
}

const notices = [
  notice(1, '旧公告', 1_000),
  notice(2, '最新公告', 3_000),
  notice(3, '次新公告', 2_000),
];

describe('NoticeTicker', () => {
  it('shows 暂无公告 when there are no notices', () => {
    render(<NoticeTicker notices={[]} onOpen={vi.fn()} />);

    expect(screen.getByText('暂无公告')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('stacks the two latest notices, newest first, in a region named 系统公告', () => {
    render(<NoticeTicker notices={notices} onOpen={vi.fn()} />);

    const region = screen.getByRole('region', { name: '系统公告' });
    const titles = within(region)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(titles).toEqual(['最新公告', '次新公告']);
  });

  it('opens the tapped notice', async () => {
    const onOpen = vi.fn();
    render(<NoticeTicker notices={notices} onOpen={onOpen} />);

    await userEvent.click(screen.getByRole('button', { name: '次新公告' }));

    expect(onOpen).toHaveBeenCalledWith(notices[2]);
  });
});
