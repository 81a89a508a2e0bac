import { type ReactNode, useEffect, useId, useRef } from 'react';
import { uiText } from '../copy';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Shown as the heading; also the dialog's accessible name. */
  title: string;
  /** Escape, a tap on the backdrop or the 关闭 button: the parent sets `open` to false. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` and `showModal()`: the browser puts it in the top
 * layer and makes the page behind it inert, which traps focus. Focus moves in on open and
 * returns to the opener on close.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // showModal focuses the first focusable element; an `autofocus` child may already have it.
    if (!dialog.contains(document.activeElement)) closeRef.current?.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    // Escape reaches the dialog as its cancel event; the click handler only adds the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click on the dialog itself is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <IconButton ref={closeRef} label={uiText.close} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </header>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
