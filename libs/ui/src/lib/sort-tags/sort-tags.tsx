import { format, type MessageKey, SORT_ORDERS, type SortOrder } from '@video/domain';
import { useId } from 'react';
import { uiText } from '../copy';
import styles from './sort-tags.module.css';

export interface SortTagsProps {
  value: SortOrder;
  onChange: (value: SortOrder) => void;
}

const LABELS = { new: 'list.sortNew', hot: 'list.sortHot' } as const satisfies Record<
  SortOrder,
  MessageKey
>;

/** The list's sort: 最新 / 最热, a radio group so arrow keys move between them. */
export function SortTags({ value, onChange }: SortTagsProps) {
  const name = useId();
  return (
    <div className={styles.group} role="radiogroup" aria-label={uiText.sort}>
      {SORT_ORDERS.map((order) => (
        <label key={order} className={styles.tag}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={order}
            checked={order === value}
            onChange={() => onChange(order)}
          />
          <span className={styles.text}>{format(LABELS[order])}</span>
        </label>
      ))}
    </div>
  );
}
