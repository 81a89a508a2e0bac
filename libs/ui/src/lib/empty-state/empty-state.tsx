import { format } from '@video/domain';
import type { ReactNode } from 'react';
import { EmptyBoxIcon } from '../icons';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** What is missing; 暂无内容 by default. */
  text?: string;
  /** A decorative icon above the text; an empty box by default. */
  icon?: ReactNode;
}

/** The placeholder of a list or screen with nothing to show. */
export function EmptyState({
  text = format('list.empty'),
  icon = <EmptyBoxIcon />,
}: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
