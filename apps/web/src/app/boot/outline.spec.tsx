import { render } from '@testing-library/react';
import { Outline } from './outline';
import { tabs } from '../shell/tabs';

describe('Outline', () => {
  it('draws the tab bar the app shows, in its order, with its icons and names', () => {
    const { container } = render(<Outline />);
    const outlineTabs = [...container.querySelectorAll('.outline-tab')];

    expect(outlineTabs.map((tab) => [tab.getAttribute('data-tab'), tab.textContent])).toEqual(
      tabs.map((tab) => [tab.key, tab.name]),
    );
    for (const tab of outlineTabs) expect(tab.querySelector('.outline-icon svg')).not.toBeNull();
  });

  it('has a box for the lead image of each outline that shows one, and hides from assistive tech', () => {
    const { container } = render(<Outline />);
    const outline = container.querySelector('.outline');

    expect(outline).toHaveAttribute('aria-hidden', 'true');
    const leadBoxes = [...container.querySelectorAll('[data-outline-lead]')].map(
      (box) => box.className || box.parentElement?.className,
    );
    expect(leadBoxes).toEqual([
      'outline-stage',
      'outline-banner',
      'outline-ads',
      'outline-cards',
      'outline-row',
      'outline-feed',
    ]);
  });

  it('says what the screens say: home’s search field, 我的’s code and its hint', () => {
    const { container } = render(<Outline />);
    expect(container).toHaveTextContent('搜索视频、标签');
    expect(container).toHaveTextContent('数据识别码');
    expect(container).toHaveTextContent('6~12位小写字母或数字');
  });
});
