import { useEffect } from 'react';
import { deviceClass } from '@video/domain';
import { isIos } from '../../core/platform';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import { selectClientWidth, viewportResized } from '../../core/store/session-slice';

function inIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent refuses access to `top`: that, too, means an iframe.
    return true;
  }
}

/**
 * The layout flags (iOS, inside an iframe, device class) as data attributes for CSS: iOS, running inside an iframe,
 * and the device class from the viewport width, kept current on resize.
 */
export function useLayoutFlags() {
  const dispatch = useAppDispatch();
  const width = useAppSelector(selectClientWidth);

  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => dispatch(viewportResized(window.innerWidth)));
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, [dispatch]);

  return {
    'data-ios': isIos(navigator) ? 'true' : undefined,
    'data-iframe': inIframe() ? 'true' : undefined,
    'data-device': deviceClass(width),
  };
}
