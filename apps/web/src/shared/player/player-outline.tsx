import { NavBar, Spinner } from '@video/ui';
import { PlayerBox } from './player-box';
import { PlayerLayout } from './player-page';
import { ignore } from '../ignore';

/**
 * A player's page as it first shows, before its video arrives: the dark bar (its title the
 * video's, unknown until then) over the black box with its spinner, which the poster fills (the
 * lead image). The outline index.html paints for both players; each draws its page with the same
 * layout and box while its video loads.
 */
export function PlayerOutline() {
  return (
    <PlayerLayout
      bar={<NavBar title="" onBack={ignore} />}
      player={
        <PlayerBox lead>
          <Spinner />
        </PlayerBox>
      }
    />
  );
}
