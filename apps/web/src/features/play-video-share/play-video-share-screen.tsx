import { useState } from 'react';
import { format } from '@video/domain';
import { routes } from '@video/routes';
import { EmptyState, NavBar } from '@video/ui';
import { useLocation } from 'react-router-dom';
import { PillLink } from '../../shared/pill-link';
import { useServices } from '../../core/services';
import { useGoBack } from '../../shared/use-go-back';
import { pageLocation } from './page-location';
import styles from './play-video-share-screen.module.css';
import { isShareHost } from './share-host';
import { SharePlayer } from './share-player';
import { shareText } from './share-text';
import { UnlockLanding } from './unlock-landing';

/**
 * `/playVideoShare?id={encoded id}`. On the site: the locked share player. On a configured share
 * host (where unlock links point): the unlock landing, which counts the visit and moves on to the
 * share site. An unreadable id says so, with a way home.
 */
export function PlayVideoShareScreen() {
  const { id } = routes.playVideoShare.read(useLocation());
  const { config } = useServices();
  // The page's host does not change while the app runs.
  const [onShareHost] = useState(() => isShareHost(pageLocation.address().host, config.shareHosts));

  if (id === null) return <BadLink />;
  // The landing is keyed: another link is another visit. The player keeps its list and switches
  // the video in place (its frame is keyed by the id).
  return onShareHost ? <UnlockLanding key={id} id={id} /> : <SharePlayer id={id} />;
}

function BadLink() {
  const back = useGoBack(routes.home.href());
  return (
    <main className={styles.badLink}>
      <NavBar title={format('home.unlock')} onBack={back} />
      <EmptyState text={shareText.badLink} />
      <PillLink to={routes.home.href()}>{shareText.goHome}</PillLink>
    </main>
  );
}
