import type { ReactNode, SVGProps } from 'react';

/** Props of an inline icon: decorative, sized by `font-size` (1em) unless told otherwise. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
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
