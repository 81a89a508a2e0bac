import { useEffect, useRef } from 'react';
import { format } from '@video/domain';
import { routes } from '@video/routes';
import { EmptyState, NavBar } from '@video/ui';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../core/document-title';
import styles from './search-list-screen.module.css';
import { SearchResults } from './search-results';
import { useGoBack } from '../../shared/use-go-back';

const NOTHING_FOUND = '没有找到相关视频';

/**
 * The shell restores a cached view's old offset when it is shown again; results for another
 * keyword start at the top instead. A passive effect, so it runs after the shell's restore; kept
 * in a ref, so showing the same keyword again keeps its place.
 */
function useTopForNewKeyword(keyword: string): void {
  const shown = useRef(keyword);
  useEffect(() => {
    if (shown.current === keyword) return;
    shown.current = keyword;
    window.scrollTo(0, 0);
  }, [keyword]);
}

/**
 * /searchList?search=: the videos matching a keyword. A cached view: shown again with another
 * keyword, it starts over for that keyword. A blank keyword asks nothing of the server.
 */
export function SearchListScreen() {
  const location = useLocation();
  const { keyword } = routes.searchList.read(location);
  const goBack = useGoBack(routes.search.href());
  useTopForNewKeyword(keyword);
  useDocumentTitle(keyword ? `${format('search.submit')}：${keyword}` : format('search.submit'));
  const nothingFound = <EmptyState text={NOTHING_FOUND} />;

  return (
    <main className={styles.screen}>
      <NavBar title={keyword || format('search.submit')} onBack={goBack} />
      {keyword ? (
        // A new keyword is a new list: remounting starts its paging afresh.
        <SearchResults key={keyword} keyword={keyword} empty={nothingFound} />
      ) : (
        nothingFound
      )}
    </main>
  );
}
