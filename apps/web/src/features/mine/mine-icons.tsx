import { Icon } from '@video/ui';
import type { ReactNode } from 'react';

/** Decorative line icons of the Mine screen: a little larger and lighter than the ui set. */
function MineIcon({ children }: { children: ReactNode }) {
  return (
    <Icon width="1.25em" height="1.25em" strokeWidth={1.8}>
      {children}
    </Icon>
  );
}

export function CalendarIcon() {
  return (
    <MineIcon>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M9 15l2 2 4-4" />
    </MineIcon>
  );
}

export function GiftIcon() {
  return (
    <MineIcon>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-3.5-5-1.5S10 8 12 8c2 0 5 .5 5-1.5S13.5 5 12 8" />
    </MineIcon>
  );
}

export function ChevronIcon() {
  return (
    <MineIcon>
      <path d="M9 5l7 7-7 7" />
    </MineIcon>
  );
}

/** Marks an ad link opened within the last day. */
export function OpenedIcon() {
  return (
    <MineIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8 12.5l2.7 2.7L16 9.8" />
    </MineIcon>
  );
}
