import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@video/domain';

/**
 * `/playLink?id=` only forwards to the player, keeping nothing but the id and replacing itself so
 * that back never lands here again. Without a readable id the visitor goes home.
 */
export function PlayLinkScreen() {
  const { id } = paths.playLink.read(useLocation());
  return <Navigate to={id === null ? paths.home.href() : paths.playVideo.href({ id })} replace />;
}
