import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { classNames } from '../class-names';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps<T extends ElementType = 'span'> = {
  /** The element to render: a `span` by default, a heading (`h1`) to name a screen. */
  as?: T;
} & ComponentPropsWithoutRef<T>;

/**
 * Text for screen readers only: a screen's heading that the design does not show, the loading
 * status a skeleton stands in for. Laid out nowhere, read everywhere.
 */
export function VisuallyHidden<T extends ElementType = 'span'>({
  as,
  className,
  ...props
}: VisuallyHiddenProps<T>) {
  const Element: ElementType = as ?? 'span';
  return <Element className={classNames(styles.hidden, className)} {...props} />;
}
