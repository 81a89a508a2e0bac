import { type AnchorHTMLAttributes, type MouseEvent, useEffect } from 'react';
import { useLocation, useRouter } from './router';
import { isPlainClick } from '@video/ui';
import { addressOf } from './history';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of the app, e.g. `/list?typeId=1`. */
  readonly to: string;
  /** Replaces the current entry instead of adding one. */
  readonly replace?: boolean;
  /** Attached to the new entry (e.g. where the visitor came from). */
  readonly state?: unknown;
}

/** Whether a click asks for something else than following the link here (a new tab, a download). */
function isOwnedByBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.target;
  return !isPlainClick(event) || (target !== '' && target !== '_self');
}

/**
 * A link inside the app: a real `<a href>` (long-press menus, a new tab, crawlers) whose plain
 * click moves without reloading. A link to the address already shown replaces it, so tapping it
 * twice does not add a step to back.
 */
export function Link({ to, replace, state, onClick, children, ...anchor }: LinkProps) {
  const router = useRouter();
  const here = addressOf(useLocation());
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isOwnedByBrowser(event)) return;
        event.preventDefault();
        router.navigate(to, { replace: replace ?? to === here, state });
      }}
    >
      {children}
    </a>
  );
}

/** Moves to `to` as soon as it is rendered (a redirect), replacing the address by default. */
export function Navigate({
  to,
  replace = true,
}: {
  readonly to: string;
  readonly replace?: boolean;
}) {
  const { navigate } = useRouter();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
