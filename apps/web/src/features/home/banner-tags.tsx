import { useId, useState } from 'react';
import type { Tag } from '@video/domain';
import { ChevronDownIcon, IconButton, Skeleton } from '@video/ui';
import styles from './banner-tags.module.css';

export interface BannerTagsProps {
  /** Undefined while loading. */
  readonly tags: readonly Tag[] | undefined;
  readonly selected: number | null;
  readonly onSelect: (id: number) => void;
}

const PLACEHOLDER_TAGS = 4;

/**
 * The banner tag strip: one scrolling row, or every tag wrapped when expanded by the arrow.
 * Choosing a tag shows its banners.
 */
export function BannerTags({ tags, selected, onSelect }: BannerTagsProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  if (tags === undefined) {
    return (
      <div className={styles.strip}>
        <div className={styles.tags}>
          {Array.from({ length: PLACEHOLDER_TAGS }, (_, index) => (
            <span key={index} className={styles.placeholder}>
              <Skeleton width={56} height={28} round />
            </span>
          ))}
        </div>
      </div>
    );
  }
  if (tags.length === 0) return null;

  return (
    <div className={styles.strip} data-expanded={expanded || undefined}>
      <ul id={listId} className={styles.tags} aria-label="广告分类">
        {tags.map((tag) => (
          <li key={tag.id}>
            <button
              type="button"
              className={styles.tag}
              aria-pressed={tag.id === selected}
              onClick={() => onSelect(tag.id)}
            >
              <span className={styles.pill}>{tag.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <IconButton
        label={expanded ? '收起分类' : '展开分类'}
        aria-expanded={expanded}
        aria-controls={listId}
        className={styles.toggle}
        onClick={() => setExpanded((open) => !open)}
      >
        <ChevronDownIcon className={styles.arrow} />
      </IconButton>
    </div>
  );
}
