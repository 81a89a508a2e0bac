import { type RefObject, useId, useRef } from 'react';
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
    <CodeBoxView
      draft={draft}
      inputRef={inputRef}
      onDraftChange={setDraft}
      onCopy={() => void copy()}
      onChange={change}
    />
  );
}

export interface CodeBoxViewProps {
  readonly draft: string;
  readonly inputRef?: RefObject<HTMLInputElement | null>;
  readonly onDraftChange: (draft: string) => void;
  readonly onCopy: () => void;
  readonly onChange: () => void;
}

/** The box as drawn: its heading, the code's input, 复制 and 更改, and the hint. */
export function CodeBoxView({
  draft,
  inputRef,
  onDraftChange,
  onCopy,
  onChange,
}: CodeBoxViewProps) {
  const headingId = useId();
  const label = format('mine.code');
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {label}
      </h2>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          onChange();
        }}
      >
        <input
          ref={inputRef}
          className={styles.input}
          aria-label={label}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          autoCapitalize="none"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
        />
        <button type="button" className={styles.secondary} onClick={onCopy}>
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
