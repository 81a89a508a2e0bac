import { useState } from 'react';
import { format } from '@video/domain';
import { routes } from '@video/routes';
import { BackIcon, IconButton, VisuallyHidden } from '@video/ui';
import { useNavigate } from 'react-router-dom';
import { HotKeywords } from './hot-keywords';
import { KeywordChips } from './keyword-chips';
import styles from './search-screen.module.css';
import { useGoBack } from '../../shared/use-go-back';
import { useSearchHistory } from './use-search-history';

/**
 * /search: a keyword field, the search history and the hot keywords. Searching (typing, or
 * tapping a keyword) records the keyword and opens its results.
 */
export function SearchScreen() {
  const navigate = useNavigate();
  const goBack = useGoBack(routes.home.href());
  const history = useSearchHistory();
  const [text, setText] = useState('');

  const search = (keyword: string) => {
    const trimmed = keyword.trim();
    if (trimmed === '') return;
    history.remember(trimmed);
    void navigate(routes.searchList.href({ keyword: trimmed }));
  };

  return (
    <main className={styles.screen}>
      {/* The bar is the page's title for the eye; a screen reader's heading list needs one too. */}
      <VisuallyHidden as="h1">搜索</VisuallyHidden>
      <form
        className={styles.bar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search(text);
        }}
      >
        <IconButton label={format('back')} onClick={goBack}>
          <BackIcon />
        </IconButton>
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          // The screen exists to type a keyword; it is not a cached view, so nothing else moves.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          placeholder={format('search.placeholder')}
          aria-label={format('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          {format('search.submit')}
        </button>
      </form>
      {history.keywords.length > 0 && (
        <section className={styles.section} aria-label={format('search.history')}>
          <div className={styles.sectionHeader}>
            <h2 className={styles.heading}>{format('search.history')}</h2>
            <button type="button" className={styles.clear} onClick={history.clear}>
              {format('search.clear')}
            </button>
          </div>
          <KeywordChips keywords={history.keywords} onPick={search} />
        </section>
      )}
      <HotKeywords onPick={search} />
    </main>
  );
}
