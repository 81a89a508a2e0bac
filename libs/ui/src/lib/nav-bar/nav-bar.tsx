import { format } from '@video/domain';
import type { ReactNode } from 'react';
import { BackIcon } from '../icons';
import { IconButton } from '../icon-button';
import styles from './nav-bar.module.css';

export interface NavBarProps {
  /** The screen's title, centred. */
  title: string;
  /** Shows the back button (返回) when given. */
  onBack?: () => void;
  /** An action on the right, e.g. an `IconButton` labelled 搜索. */
  right?: ReactNode;
}

/** The top bar of a screen: back button, centred title, optional action. */
export function NavBar({ title, onBack, right }: NavBarProps) {
  return (
    <header className={styles.bar}>
      <div className={styles.start}>
        {onBack && (
          <IconButton label={format('back')} onClick={onBack}>
            <BackIcon />
          </IconButton>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>{right}</div>
    </header>
  );
}
