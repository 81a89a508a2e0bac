import { type ComponentType, useEffect } from 'react';
import { deviceClass, type FindTab, swipeThreshold } from '@video/domain';
import { routes } from '@video/routes';
import { storageKeys } from '@video/storage';
import { CategoryTabs, VisuallyHidden } from '@video/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectClientWidth } from '../../core/store/session-slice';
import { RankingView } from '../../shared/ranking';
import { ArtistPanel } from './artist-panel';
import { FIND_TAB_LABELS } from './find-tabs';
import styles from './find-screen.module.css';
import { TagsPanel } from './tags-panel';

const PANELS: Record<FindTab, ComponentType> = {
  artist: ArtistPanel,
  rank: RankingView,
  tags: TagsPanel,
};

/**
 * /find (the 发现 tab): sub-tabs 艺人 / 排行 / 标签, each at its own address. /find itself (or an unknown
 * child) forwards to the sub-tab shown last, 排行 the first time (the route's `findForward`). No swipe between sub-tabs: the
 * ranking's category strip already scrolls sideways, and two sideways gestures would fight.
 */
export function FindScreen() {
  const { storage } = useServices();
  const navigate = useNavigate();
  const current = routes.find.read(useLocation()).tab;
  const Panel = current ? PANELS[current] : null;
  // The swipe threshold of the device's class: as many tabs fit across before the strip scrolls.
  const threshold = swipeThreshold(deviceClass(useAppSelector(selectClientWidth)));

  useEffect(() => {
    if (current) storage.set(storageKeys.findTab, current);
  }, [current, storage]);

  return (
    <main className={styles.screen}>
      <VisuallyHidden as="h1">发现</VisuallyHidden>
      <div className={styles.tabs}>
        <CategoryTabs
          tabs={FIND_TAB_LABELS}
          active={current ?? storage.get(storageKeys.findTab)}
          onChange={(tab) => navigate(routes.find.href(tab), { replace: true })}
          label="发现"
          visibleCount={Math.min(FIND_TAB_LABELS.length, threshold)}
        />
      </div>
      {Panel && <Panel />}
    </main>
  );
}
