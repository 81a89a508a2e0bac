import { useRef, useState } from 'react';
import { changeCode, format } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';

export interface IdentificationCode {
  /** What the input shows: the stored code until the visitor edits it. */
  readonly draft: string;
  readonly setDraft: (draft: string) => void;
  /** Tries to make the draft the visitor's code; the outcome is told in the snackbar. */
  readonly change: () => void;
}

/**
 * The visitor's identification code (数据识别码) and its change flow: valid,
 * different, and at most two changes in 24 hours, counted in the stored `codeChange` record.
 */
export function useIdentificationCode(): IdentificationCode {
  const { storage, snackbar, now } = useServices();
  const [draft, setDraft] = useState(() => storage.get(storageKeys.uuid));
  // The code a tap just changed to, until the visitor edits it: a second tap of a double tap
  // (which still sees the draft it was typed as) is not told 数据识别码未更改.
  const justChanged = useRef<string | null>(null);

  const edit = (next: string) => {
    justChanged.current = null;
    setDraft(next);
  };

  const change = () => {
    if (justChanged.current === draft.trim()) return;
    const result = changeCode({
      current: storage.get(storageKeys.uuid),
      next: draft,
      record: storage.get(storageKeys.codeChange),
      now: now(),
    });
    if (!result.ok) {
      snackbar.show(format(result.key));
      return;
    }
    storage.set(storageKeys.uuid, result.code);
    storage.set(storageKeys.codeChange, result.record);
    justChanged.current = result.code;
    setDraft(result.code);
    snackbar.show(format('code.changed', { n: result.left }));
  };

  return { draft, setDraft: edit, change };
}
