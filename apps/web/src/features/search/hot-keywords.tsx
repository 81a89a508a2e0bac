import { useGetHotSearchesQuery } from '@video/api-client/react';
import { format } from '@video/domain';
import { ErrorState, Skeleton } from '@video/ui';
import styles from './search-screen.module.css';
import { KeywordChips } from './keyword-chips';

export interface HotKeywordsProps {
  readonly onPick: (keyword: string) => void;
}

const PLACEHOLDER_CHIPS = 8;
/** A group shows at most this many chips: a server may send thousands. */
const KEYWORDS_SHOWN = 30;

/** Each keyword once (a repeated one would repeat its chip), and no more than fit a screen. */
function shownKeywords(keywords: readonly string[]): string[] {
  return [...new Set(keywords)].slice(0, KEYWORDS_SHOWN);
}

/** The hot keyword groups (热门搜索…), each a set of chips. */
export function HotKeywords({ onPick }: HotKeywordsProps) {
  const { data: groups, isError, refetch } = useGetHotSearchesQuery();

  if (isError && !groups) return <ErrorState onRetry={() => void refetch()} />;
  if (!groups) {
    return (
      <section className={styles.section} aria-busy="true" aria-label={format('search.hot')}>
        <h2 className={styles.heading}>{format('search.hot')}</h2>
        <div className={styles.placeholders}>
          {Array.from({ length: PLACEHOLDER_CHIPS }, (_, index) => (
            <Skeleton key={index} width={64} height={28} round />
          ))}
        </div>
      </section>
    );
  }
  return groups
    .map((group) => ({ title: group.title, keywords: shownKeywords(group.keywords) }))
    .filter((group) => group.keywords.length > 0)
    .map((group, index) => {
      const title = group.title || format('search.hot');
      return (
        <section key={`${index}-${title}`} className={styles.section} aria-label={title}>
          <h2 className={styles.heading}>{title}</h2>
          <KeywordChips keywords={group.keywords} onPick={onPick} />
        </section>
      );
    });
}
