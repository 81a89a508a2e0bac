import { Navigate, useLocation } from 'react-router-dom';
import { playLinkTarget } from '@video/domain';

/**
 * `/playLink?id=` only forwards to the player, keeping nothing but the id and replacing itself so
 * that back never lands here again. Without a readable id the visitor goes home.
 */
export function PlayLinkScreen() {
  const { search } = useLocation();
  return <Navigate to={playLinkTarget(search) ?? '/home'} replace />;
}
