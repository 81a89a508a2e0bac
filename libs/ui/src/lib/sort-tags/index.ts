export { SortTags } from './sort-tags';
export type { SortTagsProps } from './sort-tags';
