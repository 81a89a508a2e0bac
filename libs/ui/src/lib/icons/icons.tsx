import type { ReactNode, SVGProps } from 'react';

/** Props of an inline icon: decorative, sized by `font-size` (1em) unless told otherwise. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The frame every icon here is drawn in: a 24-unit grid, 2-unit round strokes in the text colour.
 * Exported so an app's own icons match the set; a filled icon passes `fill` and `stroke="none"`.
 */
export function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A left chevron: the back button. */
export function BackIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

/** A magnifying glass: search. */
export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Icon>
  );
}

/** An X: close and remove. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** A padlock: a share video still locked. */
export function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </Icon>
  );
}

/** A tick: something done (a film unlocked, a link sent). */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

/** A picture with a slash: an image that failed to load. */
export function BrokenImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <path d="M3.5 16l5-5 4 4M14 13l2-2 4.5 4.5M4 4l16 16" />
    </Icon>
  );
}

/** An open box: nothing to show. */
export function EmptyBoxIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 9l3-5h12l3 5M3 9v10h18V9M3 9h6l1 3h4l1-3h6" />
    </Icon>
  );
}

/** A circled exclamation mark: a request that failed. */
export function ErrorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Icon>
  );
}

/** A down chevron: expands a strip (turned by CSS when expanded). */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

/** A right chevron: 更多. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 6l6 6-6 6" />
    </Icon>
  );
}

/** Two turning arrows: 换一批, refresh. */
export function RefreshIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
    </Icon>
  );
}

/** Four tiles: the grid layout, and the 全部 category. */
export function GridIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </Icon>
  );
}

/** Rows with a thumbnail: the list layout. */
export function ListIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="5" width="5" height="5" rx="1" />
      <rect x="4" y="14" width="5" height="5" rx="1" />
      <path d="M12 7.5h8M12 16.5h8" />
    </Icon>
  );
}

/** A right-pointing triangle: play. */
export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props} fill="currentColor" stroke="none">
      <path d="M8 5.5v13l10.5-6.5z" />
    </Icon>
  );
}

/** Two bars: pause. */
export function PauseIcon(props: IconProps) {
  return (
    <Icon {...props} fill="currentColor" stroke="none">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </Icon>
  );
}

/** Four corners: fullscreen. */
export function FullscreenIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
    </Icon>
  );
}

/** A small picture in a screen's corner: picture-in-picture (画中画). */
export function PictureInPictureIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 11V6a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h5" />
      <path d="M14 14h7v6h-7z" />
    </Icon>
  );
}

/** An arrow turning forward: 分享. */
export function ShareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 5l6 6-6 6M20 11h-9a7 7 0 0 0-7 7" />
    </Icon>
  );
}
