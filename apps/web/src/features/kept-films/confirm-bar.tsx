import styles from './kept-films-screen.module.css';

export interface ConfirmBarProps {
  /** What is asked about, the group's name (e.g. 删除 片名). */
  readonly label: string;
  readonly question: string;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** A deletion asked in place, as 设置's clear actions ask: the question, 取消 and 确定. */
export function ConfirmBar({ label, question, onCancel, onConfirm }: ConfirmBarProps) {
  return (
    <div className={styles.confirm} role="group" aria-label={label}>
      <p className={styles.question}>{question}</p>
      <button type="button" className={styles.cancel} onClick={onCancel}>
        取消
      </button>
      <button type="button" className={styles.danger} onClick={onConfirm}>
        确定
      </button>
    </div>
  );
}
