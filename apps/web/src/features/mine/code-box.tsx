import { useId, useRef } from 'react';
import { format } from '@video/domain';
import { useServices } from '../../core/services';
import { copyText } from '../../shared/share';
import styles from './code-box.module.css';
import { useIdentificationCode } from './use-identification-code';

/** The identification-code box: the code in an editable input, 复制 and 更改. */
export function CodeBox() {
  const { snackbar } = useServices();
  const { draft, setDraft, change } = useIdentificationCode();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const label = format('mine.code');

  const copy = async () => {
    if (await copyText(draft.trim())) {
      snackbar.show('已复制数据识别码');
      return;
    }
    // Selected, the code is one long-press away from the system's own copy.
    inputRef.current?.select();
    snackbar.show('复制失败，请长按手动复制');
  };

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {label}
      </h2>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          change();
        }}
      >
        <input
          ref={inputRef}
          className={styles.input}
          aria-label={label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoCapitalize="none"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
        />
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          复制
        </button>
        <button type="submit" className={styles.primary}>
          更改
        </button>
      </form>
      <p className={styles.hint}>{format('mine.codeHint')}</p>
    </section>
  );
}
