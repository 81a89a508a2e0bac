import { useSyncExternalStore } from 'react';
import { useServices } from './services';

/**
 * Whether the device can reach the network: the browser's word, corrected by requests that
 * failed (see `createConnectivity`); true where it cannot tell.
 */
export function useOnline(): boolean {
  const { connectivity } = useServices();
  return useSyncExternalStore(connectivity.subscribe, connectivity.isOnline, () => true);
}
