import type { ComponentType } from 'react';
import type { OutlineKind } from '@video/routes';
import { TabBar } from '@video/ui';
import { MemoryRouter } from 'react-router-dom';
import { HomeOutline } from '../../features/home/home-outline';
import { ListOutline } from '../../features/list/list-outline';
import { MineOutline } from '../../features/mine/mine-outline';
import { RankOutline } from '../../features/rank/rank-outline';
import { ShortVideoOutline } from '../../features/short-video/short-video-outline';
import { PlayerOutline } from '../../shared/player';
import { tabs } from '../shell/tabs';
import { outlineRoutes, outlineRules } from './outline-routes';
import { ignore } from '../../shared/ignore';

/**
 * Each kind of screen's outline: the screen's first view, drawn by the components it shows while
 * its data loads. A screen names its kind in its table entry (`outline`); the kind `tabs` is the tab
 * bar alone.
 */
export const SCREEN_OUTLINES: Record<Exclude<OutlineKind, 'tabs'>, ComponentType> = {
  home: HomeOutline,
  rank: RankOutline,
  list: ListOutline,
  player: PlayerOutline,
  mine: MineOutline,
  feed: ShortVideoOutline,
};

export interface OutlineProps {
  /** Where the app lives (e.g. `/m`); '' at the root. */
  readonly base?: string;
}

/**
 * The outline of every kind of first screen, rendered by the build into `index.html` (see
 * `apps/web/build/outline-markup.ts`) and painted before any script has run: the outline script
 * picks which part shows (`data-outline` on <html>), the rules the build derives from the
 * table of screens show it (`outlineRules`). Each part is
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
        {Object.entries(SCREEN_OUTLINES).map(([kind, ScreenOutline]) => (
          <div key={kind} className={`outline-${kind}`}>
            <ScreenOutline />
          </div>
        ))}
        <div className="outline-tabs">
          <TabBar tabs={linked} active="" onNavigate={ignore} />
        </div>
      </div>
    </MemoryRouter>
  );
}

/** The rules that show the part of the outline the script picked, from the table of screens. */
export function outlineStyle(): string {
  return outlineRules(outlineRoutes());
}
