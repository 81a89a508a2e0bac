import type { CategoryTab, ListFilter, ListLayout } from '@video/domain';
import {
  CategoryTabs,
  GridIcon,
  IconButton,
  ListIcon,
  NavBar,
  SearchIcon,
  SortTags,
} from '@video/ui';

import styles from './list-header.module.css';

export interface ListHeaderProps {
  readonly title: string;
  readonly filter: ListFilter;
  /** 全部 first, then the categories. */
  readonly tabs: readonly CategoryTab[];
  /** The tab of the category the address names (by id or type id). */
  readonly activeTab: number;
  /** How many tabs fit across (the device's swipe threshold). */
  readonly visibleTabs: number;
  readonly layout: ListLayout;
  readonly onFilterChange: (change: Partial<ListFilter>) => void;
  readonly onToggleLayout: () => void;
  readonly onBack: () => void;
  readonly onSearch: () => void;
}

/** The list's sticky top: nav bar with search, 最新/最热, the layout switch and category tabs. */
export function ListHeader({
  title,
  filter,
  tabs,
  activeTab,
  visibleTabs,
  layout,
  onFilterChange,
  onToggleLayout,
  onBack,
  onSearch,
}: ListHeaderProps) {
  return (
    <div className={styles.header}>
      <NavBar
        title={title}
        onBack={onBack}
        right={
          <IconButton label="搜索" onClick={onSearch}>
            <SearchIcon />
          </IconButton>
        }
      />
      <div className={styles.filters}>
        <SortTags value={filter.orderby} onChange={(orderby) => onFilterChange({ orderby })} />
        <IconButton
          label={layout === 'grid' ? '切换为列表' : '切换为网格'}
          onClick={onToggleLayout}
        >
          {layout === 'grid' ? <ListIcon /> : <GridIcon />}
        </IconButton>
      </div>
      <CategoryTabs
        tabs={tabs}
        active={activeTab}
        label="分类"
        visibleCount={visibleTabs}
        onChange={(typeId) => onFilterChange({ typeId })}
      />
    </div>
  );
}
