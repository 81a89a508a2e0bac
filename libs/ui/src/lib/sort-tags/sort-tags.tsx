import { format, SORT_ORDERS, type SortOrder } from '@video/domain';
import { uiText } from '../copy';
import { ChoiceTags } from './choice-tags';

export interface SortTagsProps {
  value: SortOrder;
  onChange: (value: SortOrder) => void;
}

const CHOICES = SORT_ORDERS.map((order) => ({
  value: order,
  label: format(order === 'new' ? 'list.sortNew' : 'list.sortHot'),
}));

/** The list's sort: 最新 / 最热. */
export function SortTags({ value, onChange }: SortTagsProps) {
  return <ChoiceTags label={uiText.sort} choices={CHOICES} value={value} onChange={onChange} />;
}
