import { routes } from '@video/routes';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * `/playLink?id=` only forwards to the player, keeping nothing but the id and replacing itself so
 * that back never lands here again. Without a readable id the visitor goes home.
 */
export function PlayLinkScreen() {
  const { id } = routes.playLink.read(useLocation());
  return <Navigate to={id === null ? routes.home.href() : routes.playVideo.href({ id })} replace />;
}
