import { TabBar } from '@video/ui';
import { MemoryRouter } from 'react-router-dom';
import { HomeOutline } from '../../features/home/home-outline';
import { ListOutline } from '../../features/list/list-outline';
import { MineOutline } from '../../features/mine/mine-outline';
import { RankOutline } from '../../features/rank/rank-outline';
import { ShortVideoOutline } from '../../features/short-video/short-video-outline';
import { PlayerOutline } from '../../shared/player';
import { tabs } from '../shell/tabs';
import { ignore } from '../../shared/ignore';

export interface OutlineProps {
  /** Where the app lives (e.g. `/m`); '' at the root. */
  readonly base?: string;
}

/**
 * The outline of every kind of first screen, rendered by the build into `index.html` (see
 * `apps/web/build/outline-markup.ts`) and painted before any script has run: the outline script
 * picks which part shows (`data-outline` on <html>), `src/outline.css` shows it. Each part is
 * the screen's own first view, drawn by the components the screen shows while its data loads,
 * with the app's tab bar; the build inlines those components' styles. The boxes marked
 * `data-lead` receive the screen's lead image before the first render (`outline-lead.ts`).
 * Inert: nothing in it takes a tap or the focus before the app has rendered.
 */
export function Outline({ base = '' }: OutlineProps) {
  const linked = tabs.map((tab) => ({ ...tab, url: `${base}${tab.url}` }));
  return (
    <MemoryRouter basename={base || undefined} initialEntries={[`${base}/`]}>
      <div className="outline" aria-hidden="true" inert>
        <div className="outline-home">
          <HomeOutline />
        </div>
        <div className="outline-rank">
          <RankOutline />
        </div>
        <div className="outline-list">
          <ListOutline />
        </div>
        <div className="outline-player">
          <PlayerOutline />
        </div>
        <div className="outline-mine">
          <MineOutline />
        </div>
        <div className="outline-feed">
          <ShortVideoOutline />
        </div>
        <div className="outline-tabs">
          <TabBar tabs={linked} active="" onNavigate={ignore} />
        </div>
      </div>
    </MemoryRouter>
  );
}
