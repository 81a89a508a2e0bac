import { renderHook } from '@testing-library/react';
import { useStageThemeColor } from './theme-color';

describe('useStageThemeColor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the browser bar the stage colour at once, without restyling the page to read a token', () => {
    const readStyle = vi.spyOn(window, 'getComputedStyle');

    const { unmount } = renderHook(() => useStageThemeColor('#000000'));

    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#000000',
    );
    expect(readStyle).not.toHaveBeenCalled();
    unmount();
  });
});
