import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './pill-link.module.css';

export interface PillLinkProps {
  /** Where it leads; the visited page is replaced, so back does not return to a dead end. */
  readonly to: string;
  readonly children: ReactNode;
}

/**
 * The way out of a page that has nothing to show (a missing video, a bad unlock link, an
 * unknown address): an accent pill that replaces the page with another.
 */
export function PillLink({ to, children }: PillLinkProps) {
  return (
    <Link className={styles.link} to={to} replace>
      {children}
    </Link>
  );
}
