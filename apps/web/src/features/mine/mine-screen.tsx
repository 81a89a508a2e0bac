import { useState } from 'react';
import { format } from '@video/domain';
import { useServices } from '../../core/services';
import { FeedbackDialog } from '../../shared/feedback';
import { NoticeDialog } from './notices';
import { AppLinks } from './app-links';
import { CodeBox } from './code-box';
import { ExchangeAds } from './exchange-ads';
import { MineMenu, type MineOverlay } from './mine-menu';
import { Membership, MinePage } from './mine-page';
import styles from './mine-screen.module.css';
import { NoticeStrip } from './notice-strip';
import { SettingsDialog } from './settings-dialog';

/**
 * The Mine tab (我的): the identification code, check-in and activity links, the notice ticker,
 * the menu with its overlays, exchange-link ads and the version.
 */
export function MineScreen() {
  const { config } = useServices();
  const [overlay, setOverlay] = useState<MineOverlay | null>(null);
  const close = () => setOverlay(null);

  return (
    <MinePage
      after={
        <>
          <SettingsDialog open={overlay === 'settings'} onClose={close} />
          <FeedbackDialog open={overlay === 'feedback'} onClose={close} />
          <NoticeDialog open={overlay === 'notices'} onClose={close} />
        </>
      }
    >
      <CodeBox />
      <Membership />
      <AppLinks />
      <NoticeStrip onOpen={() => setOverlay('notices')} />
      <MineMenu onOpen={setOverlay} />
      <ExchangeAds />
      <p className={styles.version}>
        {format('mine.version')} {config.version}
      </p>
    </MinePage>
  );
}
