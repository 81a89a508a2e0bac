import type { ReactNode } from 'react';
import { CategoryTabs } from '@video/ui';
import styles from './ranking-view.module.css';

export type RankingPart = 'category' | 'pageviews';

const PARTS: readonly { readonly id: RankingPart; readonly name: string }[] = [
  { id: 'category', name: '热门排行' },
  { id: 'pageviews', name: '播放排行' },
];

export interface RankingFrameProps {
  readonly part: RankingPart;
  readonly onPartChange: (part: RankingPart) => void;
  /** The part shown: its tabs and rows. */
  readonly children: ReactNode;
}

/** The ranking's frame: the 热门排行/播放排行 switch above the part it shows. */
export function RankingFrame({ part, onPartChange, children }: RankingFrameProps) {
  return (
    <section className={styles.ranking} aria-label="排行">
      <div className={styles.controls}>
        <CategoryTabs
          variant="segmented"
          tabs={PARTS}
          active={part}
          onChange={onPartChange}
          label="榜单类型"
        />
      </div>
      {children}
    </section>
  );
}
