import type { ReactNode } from 'react';
import { type AppLinkKind, useGetAppLinkQuery } from '@video/api-client/react';
import { format, safeExternalUrl } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectActivityEnabled } from '../../core/store/session-slice';
import { isActivityDue } from './activity-window';
import styles from './app-links.module.css';
import { CalendarIcon, GiftIcon } from './mine-icons';

/** The check-in (签到) and, when allowed, activity (活动) links of the own API. */
export function AppLinks() {
  const { storage, snackbar, now, openExternal } = useServices();
  const activityEnabled = useAppSelector(selectActivityEnabled);

  const openActivity = (url: string) => {
    // Checked first: a link that will not open must not use up the day's visit.
    if (safeExternalUrl(url) === null) {
      snackbar.show(format('link.refused'));
      return;
    }
    if (!isActivityDue(storage.get(storageKeys.activityOpenedAt), now())) {
      snackbar.show('24小时内已参与过活动，请明天再来');
      return;
    }
    storage.set(storageKeys.activityOpenedAt, now());
    openExternal(url);
  };

  return (
    <nav className={styles.links} aria-label="福利">
      <AppLinkButton
        kind="checkin"
        label={format('mine.checkin')}
        icon={<CalendarIcon />}
        onOpen={openExternal}
      />
      {activityEnabled && (
        <AppLinkButton
          kind="activity"
          label={format('mine.activity')}
          icon={<GiftIcon />}
          onOpen={openActivity}
        />
      )}
    </nav>
  );
}

interface AppLinkButtonProps {
  readonly kind: AppLinkKind;
  readonly label: string;
  readonly icon: ReactNode;
  readonly onOpen: (url: string) => void;
}

/** Waits for its link; a failed load is told on tap and asked again. */
function AppLinkButton({ kind, label, icon, onOpen }: AppLinkButtonProps) {
  const { snackbar } = useServices();
  const { data: url, isError, refetch } = useGetAppLinkQuery(kind);

  const open = () => {
    if (url) {
      onOpen(url);
      return;
    }
    snackbar.show(format('network.error'));
    void refetch();
  };

  return (
    <button
      type="button"
      className={styles.link}
      disabled={!url && !isError}
      aria-busy={!url && !isError}
      onClick={open}
    >
      {icon}
      {label}
    </button>
  );
}
