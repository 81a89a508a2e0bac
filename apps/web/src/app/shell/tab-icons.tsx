/**
 * The tab bar's icons, drawn inline in the label's colour (see `TabBar`): an SVG shown as an image
 * is a document of its own, and six of them cost a slow phone's main thread ≈ 120 ms at the first
 * render. The outline the build renders into `index.html` (`app/boot/outline.tsx`) draws these too.
 */
import type { ReactNode } from 'react';

function TabIcon({ children }: { children: ReactNode }) {
  return <svg viewBox="0 0 24 24">{children}</svg>;
}

export const homeIcon = (
  <TabIcon>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </TabIcon>
);

export const rankIcon = (
  <TabIcon>
    <path d="M4 20V11h4v9zm6 0V4h4v16zm6 0v-6h4v6z" />
  </TabIcon>
);

export const findIcon = (
  <TabIcon>
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </TabIcon>
);

export const shortVideoGridIcon = (
  <TabIcon>
    <rect
      x="6"
      y="2.5"
      width="12"
      height="19"
      rx="2.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
    <path d="m10 9 5 3-5 3z" />
  </TabIcon>
);

export const userFavouritesIcon = (
  <TabIcon>
    <path d="M12 20.5 4.2 13A5 5 0 0 1 12 6.6 5 5 0 0 1 19.8 13z" />
  </TabIcon>
);

export const mineIcon = (
  <TabIcon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0z" />
  </TabIcon>
);
