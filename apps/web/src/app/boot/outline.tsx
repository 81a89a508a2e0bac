import { format } from '@video/domain';
import { TabBar } from '@video/ui';
import { MemoryRouter } from 'react-router-dom';
import { HomeOutline } from '../../features/home/home-outline';
import { ListOutline } from '../../features/list/list-outline';
import { RankOutline } from '../../features/rank/rank-outline';
import { PlayerOutline } from '../../shared/player';
import { tabs } from '../shell/tabs';

const ignore = () => undefined;

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
        <MineOutline />
        <div className="outline-feed">
          <span data-lead="" />
        </div>
        <div className="outline-tabs">
          <TabBar tabs={linked} active="" onNavigate={ignore} />
        </div>
      </div>
    </MemoryRouter>
  );
}

/** 我的's bar and blocks, at the heights its screen draws them. */
function MineOutline() {
  return (
    <div className="outline-mine">
      <div className="outline-bar">
        <span className="outline-title">{format('tab.mine')}</span>
      </div>
      <div className="outline-blocks">
        <span className="outline-code">
          <span className="outline-code-heading">{format('mine.code')}</span>
          <span className="outline-code-row" />
          <span className="outline-code-hint">{format('mine.codeHint')}</span>
        </span>
        <span className="outline-membership" />
        <span className="outline-links" />
        <span className="outline-notices" />
        <span className="outline-menu" />
        <span className="outline-ads">
          <span data-lead="" />
        </span>
      </div>
    </div>
  );
}
