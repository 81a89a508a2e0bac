import { useId } from 'react';
import styles from './sort-tags.module.css';

/** One choice: the value it reports and the words it shows. */
export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
}

export interface ChoiceTagsProps<T extends string> {
  /** The group's name for screen readers, e.g. 排序. */
  readonly label: string;
  readonly choices: readonly Choice<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/** One of a few choices as pill-shaped tags: a native radio group, so arrow keys move between them. */
export function ChoiceTags<T extends string>({
  label,
  choices,
  value,
  onChange,
}: ChoiceTagsProps<T>) {
  const name = useId();
  return (
    <div className={styles.group} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.tag}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span className={styles.text}>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
