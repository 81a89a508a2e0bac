import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Whether a step back stays in the app. The browser router numbers its entries (`idx` in
 * history.state), so a list opened from a shared link (idx 0) has nowhere to go back to; the
 * memory router of tests has no such number, where the first entry's key is 'default'.
 */
function canGoBack(locationKey: string): boolean {
  const state: unknown = window.history.state;
  const index =
    typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined;
  return typeof index === 'number' ? index > 0 : locationKey !== 'default';
}

/** The back button's action: one step back in the app's history, or `fallback` when none. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (canGoBack(key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [key, navigate, fallback]);
}
