import { useCallback, useEffect, useRef } from 'react';
import type { ListStatus } from '@video/domain';

/**
 * Pull-to-refresh's `onRefresh` for a paged list: asks for the refresh and resolves once the list
 * has left `refreshing` (loaded or failed), so the indicator shows exactly as long as the request.
 */
export function useRefresh(status: ListStatus, requestRefresh: () => void): () => Promise<void> {
  const settle = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (status === 'refreshing') return;
    settle.current?.();
    settle.current = null;
  }, [status]);

  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        settle.current = resolve;
        requestRefresh();
      }),
    [requestRefresh],
  );
}
