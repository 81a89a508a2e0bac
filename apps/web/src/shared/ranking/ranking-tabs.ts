import {
  type Category,
  categoryTabs,
  type CategoryTab,
  format,
  type RankPeriod,
} from '@video/domain';

/**
 * The category strip of the ranking: the domain's tabs (全部 first, short and share videos left
 * out), keyed by type id because `/api/rank` ranks by the category's type, not its id.
 */
export function rankingTabs(categories: readonly Category[]): CategoryTab[] {
  const typeIds = new Map(categories.map(({ id, typeId }) => [id, typeId]));
  return categoryTabs(categories).map(({ id, name }) => ({ id: typeIds.get(id) ?? id, name }));
}

/** The pageview ranking's periods, in the order the strip shows them. */
export const RANK_PERIOD_TABS: readonly { readonly id: RankPeriod; readonly name: string }[] = [
  { id: 'day', name: format('rank.day') },
  { id: 'week', name: format('rank.week') },
  { id: 'month', name: format('rank.month') },
];
