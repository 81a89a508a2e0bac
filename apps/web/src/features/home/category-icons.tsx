import {
  ALL_CATEGORY_ID,
  type Category,
  EXCLUDED_CATEGORY_IDS,
  format,
  HOME_CATEGORY_ICONS,
} from '@video/domain';
import { routes } from '@video/routes';
import { GridIcon, LazyImage, Skeleton } from '@video/ui';
import { Link } from 'react-router-dom';
import { useServices } from '../../core/services';
import styles from './category-icons.module.css';

import { FROM_HOME } from './home-links';

export interface CategoryIconsProps {
  /** Undefined while loading; `[]` when they failed (全部 still shows). */
  readonly categories: readonly Category[] | undefined;
}

/** The first categories with their icons, then 全部; each opens its list. */
export function CategoryIcons({ categories }: CategoryIconsProps) {
  const { loadImage } = useServices();
  if (categories === undefined) return <CategoryIconsSkeleton />;

  const shown = categories
    .filter((category) => !EXCLUDED_CATEGORY_IDS.includes(category.id))
    .slice(0, HOME_CATEGORY_ICONS);
  return (
    <nav className={styles.icons} aria-label="分类">
      <ul className={styles.grid}>
        {shown.map((category) => (
          <li key={category.id}>
            <Link
              className={styles.link}
              to={routes.list.href({ typeId: category.id })}
              state={FROM_HOME}
            >
              <span className={styles.icon}>
                <LazyImage image={category.icon} load={loadImage} ratio={1} alt="" priority />
              </span>
              <span className={styles.name}>{category.name}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            className={styles.link}
            to={routes.list.href({ typeId: ALL_CATEGORY_ID })}
            state={FROM_HOME}
          >
            <span className={styles.icon} data-all>
              <GridIcon />
            </span>
            <span className={styles.name}>{format('home.all')}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The icons while the categories load. */
export function CategoryIconsSkeleton() {
  return (
    <div className={styles.icons}>
      <div className={styles.grid}>
        {Array.from({ length: HOME_CATEGORY_ICONS + 1 }, (_, index) => (
          <span key={index} className={styles.link}>
            <span className={styles.icon}>
              <Skeleton ratio={1} round />
            </span>
            <Skeleton width={40} height={17} />
          </span>
        ))}
      </div>
    </div>
  );
}
