import { useEffect, useSyncExternalStore } from 'react';
import { SNACKBAR_MS } from '@video/domain';
import type { Snackbar } from './create-snackbar';
import styles from './snackbar-host.module.css';

export interface SnackbarHostProps {
  snackbar: Snackbar;
  /** How long a message stays, in ms. */
  duration?: number;
}

/** Renders the snackbar's message; it hides itself after `duration`, or when tapped. */
export function SnackbarHost({ snackbar, duration = SNACKBAR_MS }: SnackbarHostProps) {
  const message = useSyncExternalStore(
    snackbar.subscribe,
    snackbar.getSnapshot,
    snackbar.getSnapshot,
  );

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => snackbar.dismiss(message.id), duration);
    return () => clearTimeout(timer);
  }, [snackbar, message, duration]);

  // The live region stays mounted so that screen readers announce each new message.
  return (
    <div className={styles.host} role="status" aria-live="polite">
      {message && (
        <button
          key={message.id}
          type="button"
          className={styles.message}
          onClick={() => snackbar.dismiss(message.id)}
        >
          {message.text}
        </button>
      )}
    </div>
  );
}
