import { lazy } from 'react';

/**
 * The seek thumbnails' tile (`seek-frame`), loaded once a drag or a scrub first has a frame to
 * show: a visit that never seeks loads none of it. Render it in a `Suspense`.
 */
export const SeekFrame = lazy(() => import('./seek-frame'));
