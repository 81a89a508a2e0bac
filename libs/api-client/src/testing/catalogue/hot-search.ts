import type { HotGroupJson } from '../wire-types';
import { TITLE_WORDS } from './title-words';

const GROUP_TITLES = ['热门搜索', '大家都在搜', '猜你想看'];
const GROUP_SIZE = 8;

/** Hot-search groups of the words found in most `titles`, so that every keyword finds videos. */
export function hotSearchGroups(titles: readonly string[]): HotGroupJson[] {
  const ranked = TITLE_WORDS.map((word) => ({
    word,
    hits: titles.filter((title) => title.includes(word)).length,
  }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits || a.word.localeCompare(b.word));
  return GROUP_TITLES.map((title, index) => ({
    title,
    lists: ranked.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE).map(({ word }) => word),
  })).filter((group) => group.lists.length > 0);
}
