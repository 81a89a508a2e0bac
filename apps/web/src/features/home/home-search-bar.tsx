import { format } from '@video/domain';
import { routes } from '@video/routes';
import { SearchIcon } from '@video/ui';
import { Link } from 'react-router-dom';
import styles from './home-search-bar.module.css';

/** Looks like a search field but is a link: tapping it opens the search screen. */
export function HomeSearchBar() {
  const placeholder = format('home.searchPlaceholder');
  return (
    <div className={styles.bar}>
      <Link to={routes.search.href()} className={styles.field} aria-label={placeholder}>
        <SearchIcon className={styles.icon} />
        <span className={styles.placeholder}>{placeholder}</span>
      </Link>
    </div>
  );
}
