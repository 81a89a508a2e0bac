import { render } from '@testing-library/react';
import { Outline, outlineStyle, SCREEN_OUTLINES } from './outline';
import { tabs } from '../shell/tabs';

describe('Outline', () => {
  it('draws the tab bar the app shows, in its order, with its icons and names', () => {
    const { container } = render(<Outline />);
    const outlineTabs = [...container.querySelectorAll('.outline-tabs [data-tab]')];

    expect(outlineTabs.map((tab) => [tab.getAttribute('data-tab'), tab.textContent])).toEqual(
      tabs.map((tab) => [tab.key, tab.name]),
    );
    for (const tab of outlineTabs) expect(tab.querySelector('svg')).not.toBeNull();
  });

  it('links the tabs under the app’s base path', () => {
    const { container } = render(<Outline base="/m" />);
    expect(container.querySelector('[data-tab="rank"]')).toHaveAttribute('href', '/m/rank');
    expect(container.querySelector('a[href="/m/search"]')).toHaveTextContent('搜索视频、标签');
  });

  it('has one box for the lead image in each kind of screen that shows one, out of reach of taps and assistive tech', () => {
    const { container } = render(<Outline />);
    const outline = container.querySelector('.outline');

    expect(outline).toHaveAttribute('aria-hidden', 'true');
    expect(outline).toHaveAttribute('inert');
    const leadBoxes = [...container.querySelectorAll('[data-lead]')].map(
      (box) => box.closest('.outline > *')?.className,
    );
    expect(leadBoxes).toEqual([
      'outline-home',
      'outline-rank',
      'outline-list',
      'outline-player',
      'outline-mine',
      'outline-feed',
    ]);
  });

  it.each([
    ['rank', 'rank', ['outline-rank', 'outline-tabs']],
    ['tabs', 'find', ['outline-tabs']],
    ['list', null, ['outline-list']],
    ['feed', null, ['outline-feed']],
  ])(
    'shows the %s outline and no other part, the tab bar on a tab’s, its tab current',
    (kind, tab, shown) => {
      const root = document.documentElement;
      root.setAttribute('data-outline', kind);
      if (tab) root.setAttribute('data-outline-tab', tab);
      const style = document.createElement('style');
      style.textContent = `.outline > * { display: none; } ${outlineStyle()}`;
      document.head.append(style);
      try {
        const { container } = render(<Outline />);
        const parts = [...container.querySelectorAll('.outline > *')];
        expect(parts).toHaveLength(Object.keys(SCREEN_OUTLINES).length + 1);
        expect(
          parts
            .filter((part) => getComputedStyle(part).display !== 'none')
            .map((part) => part.className),
        ).toEqual(shown);
        const accented = [...container.querySelectorAll('[data-tab]')].filter(
          (link) => getComputedStyle(link).color === 'var(--ui-color-accent)',
        );
        expect(accented.map((link) => link.getAttribute('data-tab'))).toEqual(tab ? [tab] : []);
      } finally {
        style.remove();
        root.removeAttribute('data-outline');
        root.removeAttribute('data-outline-tab');
      }
    },
  );

  it('says what the screens say: home’s search field, 我的’s code and its hint', () => {
    const { container } = render(<Outline />);
    expect(container).toHaveTextContent('搜索视频、标签');
    expect(container).toHaveTextContent('数据识别码');
    expect(container).toHaveTextContent('6~12位小写字母或数字');
  });
});
