import { AppLinksSkeleton } from './app-links';
import { CodeBoxView } from './code-box';
import { ExchangeAdsSkeleton } from './exchange-ads';
import { MineMenuView } from './mine-menu';
import { Membership, MinePage } from './mine-page';
import { NoticeStripSkeleton } from './notice-strip';
import { ignore } from '../../shared/ignore';

/**
 * 我的 as it first shows, before its links, notices and exchange ads arrive (its code is the
 * visitor's, unknown to the page until then): the outline index.html paints for /mine, the first
 * exchange ad's box the lead image's. `MineScreen`'s first render draws the same parts (a test
 * holds them together).
 */
export function MineOutline() {
  return (
    <MinePage>
      <CodeBoxView draft="" onDraftChange={ignore} onCopy={ignore} onChange={ignore} />
      <Membership />
      <AppLinksSkeleton />
      <NoticeStripSkeleton />
      <MineMenuView onOpen={ignore} onGroup={ignore} />
      <ExchangeAdsSkeleton lead />
    </MinePage>
  );
}
