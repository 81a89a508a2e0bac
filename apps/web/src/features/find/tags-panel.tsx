import { useState } from 'react';
import { format, type Tag } from '@video/domain';
import { EmptyState, ErrorState, Skeleton, VisuallyHidden } from '@video/ui';
import { TagVideosPanel } from '../../shared/tag-videos';
import styles from './tags-panel.module.css';
import { useSeenTags } from './use-seen-tags';

const SKELETON_CHIPS = 16;

/** The 标签 sub-tab: every tag of the home feed, most used first; a tap lists its videos. */
export function TagsPanel() {
  const { tags, status, retry } = useSeenTags();
  const [openTag, setOpenTag] = useState<Tag | null>(null);

  if (status === 'loading') return <TagsSkeleton />;
  if (status === 'error') return <ErrorState onRetry={retry} />;
  if (tags.length === 0) return <EmptyState text="暂无标签" />;

  return (
    <>
      <ul className={styles.cloud} aria-label="全部标签">
        {tags.map(({ tag }) => (
          <li key={tag.id}>
            <button type="button" className={styles.chip} onClick={() => setOpenTag(tag)}>
              <span aria-hidden="true" className={styles.hash}>
                #
              </span>
              {tag.name}
            </button>
          </li>
        ))}
      </ul>
      <TagVideosPanel tag={openTag} onClose={() => setOpenTag(null)} />
    </>
  );
}

function TagsSkeleton() {
  return (
    <div className={styles.cloud}>
      <VisuallyHidden role="status">{format('list.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_CHIPS }, (_, index) => (
        <Skeleton key={index} width={72} height={36} round />
      ))}
    </div>
  );
}
