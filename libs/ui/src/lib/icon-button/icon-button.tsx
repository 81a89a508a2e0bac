import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** The accessible name, in Chinese: the icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, decorative. */
  children: ReactNode;
}

/** A 44×44 button showing only an icon, named by `label`. */
export function IconButton({
  label,
  children,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      className={classNames(styles.button, className)}
    >
      {children}
    </button>
  );
}
