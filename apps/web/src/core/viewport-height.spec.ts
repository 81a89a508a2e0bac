import {
  followViewportHeight,
  supportsDynamicViewportUnits,
  VIEWPORT_HEIGHT_PROPERTY,
} from './viewport-height';

/** A phone's window: Safari's toolbars shown (664 px tall) until the test collapses them. */
class FakeWindow extends EventTarget {
  innerHeight = 664;

  resizeTo(height: number): void {
    this.innerHeight = height;
    this.dispatchEvent(new Event('resize'));
  }
}

function setup(supportsDvh: boolean) {
  const window = new FakeWindow();
  const root = document.createElement('html');
  const added = vi.spyOn(window, 'addEventListener');
  const stop = followViewportHeight({ window, root, supportsDvh });
  const height = () => root.style.getPropertyValue(VIEWPORT_HEIGHT_PROPERTY);
  return { window, root, added, stop, height };
}

describe('followViewportHeight', () => {
  it('leaves the height to CSS where the browser has dvh', () => {
    const { window, added, height } = setup(true);

    window.resizeTo(745);

    expect(height()).toBe('');
    expect(added).not.toHaveBeenCalled();
  });

  it("writes the window's inner height where dvh is missing", () => {
    const { height } = setup(false);

    expect(height()).toBe('664px');
  });

  it("follows Safari's toolbars as they collapse and come back", () => {
    const { window, height } = setup(false);

    window.resizeTo(745);
    expect(height()).toBe('745px');
    window.resizeTo(664);
    expect(height()).toBe('664px');
  });

  it('stops following, and hands the height back to CSS', () => {
    const { window, stop, height } = setup(false);
    const removed = vi.spyOn(window, 'removeEventListener');

    stop();
    window.resizeTo(745);

    expect(height()).toBe('');
    expect(removed).toHaveBeenCalledWith('resize', expect.any(Function));
  });
});

describe('supportsDynamicViewportUnits', () => {
  it.each([
    [
      'Safari 15.4 and later',
      {
        supports: (property: string, value: string) => property === 'height' && value === '100dvh',
      },
      true,
    ],
    ['older Safari', { supports: () => false }, false],
    ['a browser without CSS.supports', {}, false],
  ])('answers for %s', (_name, css, expected) => {
    expect(supportsDynamicViewportUnits(css)).toBe(expected);
  });
});
