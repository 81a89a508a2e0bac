import { useCallback } from 'react';
import { useRouter } from '../core/router';

/**
 * The back button's action: one step back in the app's history, or `fallback` when there is none
 * (a list opened from a shared link has nowhere to go back to).
 */
export function useGoBack(fallback: string): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (router.canGoBack()) router.back();
    else router.navigate(fallback, { replace: true });
  }, [router, fallback]);
}
