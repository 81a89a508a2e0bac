import { useEffect } from 'react';
import { deviceClass } from '@video/domain';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import { selectClientWidth, viewportResized } from '../../core/store/session-slice';

/**
 * The device class from the viewport width as `data-device`, kept current on resize. iOS and
 * running inside an iframe are read where they change something, not as layout flags: the
 * install entry shows Safari's steps on iOS (`isIos`) and is not offered in a frame
 * (`inIframe`).
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
    'data-device': deviceClass(width),
  };
}
