import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useVisitShareLinkMutation } from '@video/api-client/react';
import { format, parseShareEntries } from '@video/domain';
import { storageKeys, type TypedStorage } from '@video/storage';
import { useServices } from '../../core/services';
import { errorText } from './error-text';
import { storeShareCount } from './share-entries';

/** Where the visit of an unlock link stands. */
export type UnlockVisit =
  | { readonly status: 'visiting' }
  | { readonly status: 'helped'; readonly count: number }
  | { readonly status: 'alreadyHelped' }
  | { readonly status: 'failed'; readonly message: string; readonly retry: () => void };

/**
 * Whether this browser already helped unlock `id`. On a share host the share player never
 * plays, so that origin's `shareVideos` is free to remember the helps, with the count each one
 * brought: a typed, capped key that exists already.
 */
function helpedBefore(storage: TypedStorage, id: number): boolean {
  return parseShareEntries(storage.get(storageKeys.shareVideos)).some((entry) => entry.id === id);
}

/**
 * Counts this visitor for share video `id` (`share/check` with `visit=1` and the visitor's
 * uuid), once per browser: toasts 助力成功，当前解锁人数：{n} and remembers it. A failure can be
 * retried; a browser that helped before sends nothing.
 */
export function useUnlockVisit(id: number): UnlockVisit {
  const { storage, snackbar } = useServices();
  const [visitShareLink] = useVisitShareLinkMutation();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<UnlockVisit>(() =>
    helpedBefore(storage, id) ? { status: 'alreadyHelped' } : { status: 'visiting' },
  );
  // Effects run twice in development (StrictMode); the visit must be sent once per attempt.
  const sentAttempt = useRef(-1);

  const visit = useEffectEvent(() => {
    visitShareLink({ id, uuid: storage.get(storageKeys.uuid) })
      .unwrap()
      .then(
        (count) => {
          storeShareCount(storage, id, count);
          snackbar.show(format('share.unlockCount', { n: count }));
          setOutcome({ status: 'helped', count });
        },
        (error: unknown) =>
          setOutcome({
            status: 'failed',
            message: errorText(error),
            retry: () => {
              setOutcome({ status: 'visiting' });
              setAttempt((n) => n + 1);
            },
          }),
      );
  });

  const visiting = outcome.status === 'visiting';
  useEffect(() => {
    if (!visiting || sentAttempt.current === attempt) return;
    sentAttempt.current = attempt;
    visit();
  }, [visiting, attempt]);

  return outcome;
}
