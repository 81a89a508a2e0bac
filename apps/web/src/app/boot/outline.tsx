import { format } from '@video/domain';
import { BackIcon, SearchIcon } from '@video/ui';
import { tabs } from '../shell/tabs';

/**
 * The outline of every kind of first screen, rendered by the build into `index.html` (see
 * `apps/web/build/outline-markup.ts`) and painted before any script has run: the outline script
 * picks which parts show (`data-outline` on <html>) and `src/outline.css` draws them at the place
 * and in the shape the screen draws the same parts. The icons, the tab bar's order and names and
 * the words are the app's own: one drawing of each. The boxes marked `data-outline-lead` receive
 * the screen's lead image before the first render (`outline-lead.ts`).
 */
export function Outline() {
  return (
    <div className="outline" aria-hidden="true">
      <div className="outline-bar">
        <BackIcon className="outline-back" width={24} height={24} />
        <span className="outline-title">{format('tab.mine')}</span>
      </div>
      <div className="outline-stage" data-outline-lead="" />
      <div className="outline-search">
        <span className="outline-field">
          <SearchIcon width={18} height={18} />
          {format('home.searchPlaceholder')}
        </span>
      </div>
      <div className="outline-banner" data-outline-lead="" />
      <div className="outline-mine">
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
          <span data-outline-lead="" />
        </span>
      </div>
      <div className="outline-cards">
        <span data-outline-lead="" />
        <span />
        <span />
        <span />
      </div>
      <div className="outline-rows">
        <span className="outline-row">
          <span data-outline-lead="" />
        </span>
        <span className="outline-row">
          <span />
        </span>
        <span className="outline-row">
          <span />
        </span>
        <span className="outline-row">
          <span />
        </span>
      </div>
      <div className="outline-feed">
        <span data-outline-lead="" />
      </div>
      <nav className="outline-tabs">
        {tabs.map((tab) => (
          <span key={tab.key} className="outline-tab" data-tab={tab.key}>
            <span className="outline-icon">{tab.icon}</span>
            {tab.name}
          </span>
        ))}
      </nav>
    </div>
  );
}
