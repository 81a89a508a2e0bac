import { type ReactNode, useEffect } from 'react';
import { safeExternalUrl, UNLOCK_REDIRECT_MS } from '@video/domain';
import { CheckIcon, ErrorState, Spinner } from '@video/ui';
import { useServices } from '../../core/services';
import { pageLocation } from './page-location';
import { shareText } from './share-text';
import styles from './unlock-landing.module.css';
import { useUnlockVisit } from './use-unlock-visit';

export interface UnlockLandingProps {
  /** The share video whose unlock link was opened. */
  readonly id: number;
}

/**
 * An unlock link opened on a share host: counts this visitor for the video (once per browser),
 * then leaves for the share site (`config.shareSiteUrl`) about 2.1 s later. A browser that helped
 * before is told so and offered the link, not sent on, and a failure stays here with 重新加载: no
 * state of the page redirects twice, so a misconfigured site or a broken service cannot loop.
 */
export function UnlockLanding({ id }: UnlockLandingProps) {
  const { config } = useServices();
  const visit = useUnlockVisit(id);
  const site = safeExternalUrl(config.shareSiteUrl);
  const helped = visit.status === 'helped';
  const done = helped || visit.status === 'alreadyHelped';

  useEffect(() => {
    if (!helped || site === null) return;
    const timer = setTimeout(() => pageLocation.replace(site), UNLOCK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [helped, site]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>{content()}</div>
      {site && done && (
        <a className={styles.go} href={site}>
          {shareText.goToSite}
        </a>
      )}
    </main>
  );

  function content() {
    switch (visit.status) {
      case 'visiting':
        return <Spinner label={shareText.helping} />;
      case 'failed':
        return <ErrorState message={visit.message} onRetry={visit.retry} />;
      case 'helped':
        return (
          <Outcome icon={<CheckIcon className={styles.icon} />} title={shareText.helped}>
            {shareText.helpedCount(visit.count)}
            {site && (
              <>
                <br />
                {shareText.redirecting}
              </>
            )}
          </Outcome>
        );
      case 'alreadyHelped':
        return <Outcome icon={<HeartIcon />} title={shareText.alreadyHelped} />;
    }
  }
}

/** The visit's result: an icon, a heading and what follows. */
function Outcome({
  icon,
  title,
  children,
}: {
  readonly icon: ReactNode;
  readonly title: string;
  readonly children?: ReactNode;
}) {
  return (
    <div className={styles.outcome} role="status">
      <span className={styles.mark}>{icon}</span>
      <h1 className={styles.title}>{title}</h1>
      {children && <p className={styles.detail}>{children}</p>}
    </div>
  );
}

function HeartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.6c0 5.7-7.5 10.3-7.5 10.3z" />
    </svg>
  );
}
