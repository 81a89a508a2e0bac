import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabBar, type TabBarTab } from './tab-bar';

const tabs: readonly TabBarTab[] = [
  { key: 'home', name: '首页', url: '/home' },
  { key: 'rank-page-view', name: '排行', url: '/rank' },
  { key: 'find', name: '发现', url: '/find' },
  { key: 'miin', name: '短视频', url: '/miin' },
  { key: 'favorites', name: '看看', url: '/favorites' },
  { key: 'mine', name: '我的', url: '/mine' },
].map((tab) => ({ ...tab, image: `${tab.key}.png`, imageGray: `${tab.key}-gray.png` }));

function renderBar(props: { active?: string; dots?: readonly string[] } = {}) {
  const onNavigate = vi.fn();
  render(
    <TabBar
      tabs={tabs}
      active={props.active ?? 'home'}
      dots={props.dots}
      onNavigate={onNavigate}
    />,
  );
  return { onNavigate, nav: screen.getByRole('navigation', { name: '底部导航' }) };
}

describe('TabBar', () => {
  it('renders the six tabs as links inside one navigation landmark', () => {
    const { nav } = renderBar();

    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '首页',
      '排行',
      '发现',
      '短视频',
      '看看',
      '我的',
    ]);
    expect(screen.getByRole('link', { name: '排行' })).toHaveAttribute('href', '/rank');
  });

  it('marks only the active tab as the current page and shows its coloured icon', () => {
    renderBar({ active: 'find' });

    const find = screen.getByRole('link', { name: '发现' });
    expect(find).toHaveAttribute('aria-current', 'page');
    expect(find.querySelector('img')).toHaveAttribute('src', 'find.png');
    const home = screen.getByRole('link', { name: '首页' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(home.querySelector('img')).toHaveAttribute('src', 'home-gray.png');
  });

  it('draws an inline icon in the tab, hidden from screen readers, instead of an image', () => {
    const icon = (label: string) => (
      <svg viewBox="0 0 24 24" data-testid={label}>
        <circle cx="12" cy="12" r="9" />
      </svg>
    );
    render(
      <TabBar
        tabs={[
          { key: 'home', name: '首页', url: '/home', icon: icon('home icon') },
          { key: 'mine', name: '我的', url: '/mine', icon: icon('mine icon') },
        ]}
        active="home"
        onNavigate={vi.fn()}
      />,
    );

    const home = screen.getByRole('link', { name: '首页' });
    expect(home.querySelector('img')).toBeNull();
    expect(within(home).getByTestId('home icon').parentElement).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByRole('link', { name: '我的' })).toContainElement(
      screen.getByTestId('mine icon'),
    );
  });

  it('shows no notice dot when no tab is dotted', () => {
    renderBar({ dots: [] });

    expect(screen.queryByRole('img', { name: '有新公告' })).not.toBeInTheDocument();
  });

  it('shows the notice dot on the dotted tab, read after its label', () => {
    renderBar({ dots: ['mine'] });

    expect(screen.getAllByRole('img', { name: '有新公告' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '我的有新公告' })).toBeInTheDocument();
  });

  it('reports a plain tap with the tab and prevents the browser navigation', async () => {
    const { onNavigate } = renderBar();

    await userEvent.click(screen.getByRole('link', { name: '我的' }));

    expect(onNavigate).toHaveBeenCalledOnce();
    const [tab, event] = onNavigate.mock.calls[0] as [TabBarTab, { defaultPrevented: boolean }];
    expect(tab.key).toBe('mine');
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'leaves a modified click %o to the browser',
    (init) => {
      const { onNavigate } = renderBar();
      const link = screen.getByRole('link', { name: '排行' });

      const notPrevented = fireEvent.click(link, init);

      expect(notPrevented).toBe(true);
      expect(onNavigate).not.toHaveBeenCalled();
    },
  );
});
