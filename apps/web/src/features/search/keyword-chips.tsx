import styles from './keyword-chips.module.css';

export interface KeywordChipsProps {
  readonly keywords: readonly string[];
  readonly onPick: (keyword: string) => void;
}

/** Keywords as tappable chips; a tap searches that keyword. */
export function KeywordChips({ keywords, onPick }: KeywordChipsProps) {
  return (
    <ul className={styles.chips}>
      {keywords.map((keyword) => (
        <li key={keyword}>
          <button type="button" className={styles.chip} onClick={() => onPick(keyword)}>
            <span className={styles.text}>{keyword}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
