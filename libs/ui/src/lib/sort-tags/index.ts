export { ChoiceTags } from './choice-tags';
export type { Choice, ChoiceTagsProps } from './choice-tags';
export { SortTags } from './sort-tags';
export type { SortTagsProps } from './sort-tags';
