import { useState } from 'react';
import { changeCode, format } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useTapGuard } from '@video/ui';
import { useServices } from '../../core/services';

export interface IdentificationCode {
  /** What the input shows: the stored code until the visitor edits it. */
  readonly draft: string;
  readonly setDraft: (draft: string) => void;
  /**
   * Tries to make the draft the visitor's code; the outcome is told in the snackbar. Under the
   * tap rule: a second tap within 1000 ms does nothing.
   */
  readonly change: () => void;
}

/**
 * The visitor's identification code (数据识别码) and its change flow: valid,
 * different, and at most two changes in 24 hours, counted in the stored `codeChange` record.
 */
export function useIdentificationCode(): IdentificationCode {
  const { storage, snackbar, now } = useServices();
  const [draft, setDraft] = useState(() => storage.get(storageKeys.uuid));
  // A double tap's second tap (which would be told 数据识别码未更改) does nothing.
  const [change] = useTapGuard(() => {
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
    setDraft(result.code);
    snackbar.show(format('code.changed', { n: result.left }));
  });

  return { draft, setDraft, change };
}
