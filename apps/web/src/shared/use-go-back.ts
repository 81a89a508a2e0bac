import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Whether a step back stays in the app: React Router numbers the entries it makes in the
 * browser's history (`idx`), the one the visitor arrived at 0.
 */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * The back button's action: one step back in the app's history, or `fallback` when there is none
 * (a list opened from a shared link has nowhere to go back to).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
