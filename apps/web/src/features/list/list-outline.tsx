import { categoryTabs, DEFAULT_LIST_FILTER, swipeThreshold } from '@video/domain';
import { PullToRefresh } from '@video/ui';
import { ListHeader } from './list-header';
import { ListBody } from './list-skeleton';
import styles from './list-screen.module.css';
import { ignore } from '../../shared/ignore';

const refreshNothing = () => Promise.resolve();

/** The category the address names is unknown to the outline: no tab is chosen. */
const NO_TAB = -1;

/**
 * A category's list as it first shows, before the categories and its first page arrive (its
 * title and tab are the category's, unknown until then): the outline index.html paints for /list.
 * `ListScreen`'s first render draws the same parts (a test holds them together); the layout is
 * the grid, the visitor's until they switch.
 */
export function ListOutline() {
  return (
    <main className={styles.screen}>
      <ListHeader
        title=""
        filter={DEFAULT_LIST_FILTER}
        tabs={categoryTabs([])}
        activeTab={NO_TAB}
        visibleTabs={swipeThreshold('phone')}
        layout="grid"
        onFilterChange={ignore}
        onToggleLayout={ignore}
        onBack={ignore}
        onSearch={ignore}
      />
      <PullToRefresh onRefresh={refreshNothing}>
        <ListBody loading layout="grid" lead />
      </PullToRefresh>
    </main>
  );
}
