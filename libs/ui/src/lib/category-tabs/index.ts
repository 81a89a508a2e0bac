export { CategoryTabs } from './category-tabs';
export type { CategoryTabsItem, CategoryTabsProps } from './category-tabs';
