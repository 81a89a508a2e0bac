import type { ReactNode } from 'react';
import { type AppLinkKind, useGetAppLinkQuery } from '@video/api-client/react';
import { format } from '@video/domain';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectActivityEnabled } from '../../core/store/session-slice';
import styles from './app-links.module.css';
import { CalendarIcon, GiftIcon, OpenedIcon } from './mine-icons';
import { type AdLinkOpener, useAdLinkOpener } from './use-ad-link-opener';
import { ignore } from '../../shared/ignore';

/** The check-in (签到) and, when allowed, activity (活动) links of the own API. */
export function AppLinks() {
  const activityEnabled = useAppSelector(selectActivityEnabled);
  const opener = useAdLinkOpener();

  return (
    <nav className={styles.links} aria-label="福利">
      <AppLinkButton
        kind="checkin"
        label={format('mine.checkin')}
        icon={<CalendarIcon />}
        opener={opener}
      />
      {activityEnabled && (
        <AppLinkButton
          kind="activity"
          label={format('mine.activity')}
          icon={<GiftIcon />}
          opener={opener}
        />
      )}
    </nav>
  );
}

interface AppLinkButtonProps {
  readonly kind: AppLinkKind;
  readonly label: string;
  readonly icon: ReactNode;
  readonly opener: AdLinkOpener;
}

/**
 * Waits for its link; a failed load is told on tap and asked again. Opened within the last day,
 * it wears a check mark in place of its icon.
 */
function AppLinkButton({ kind, label, icon, opener }: AppLinkButtonProps) {
  const { snackbar } = useServices();
  const { data: url, isError, refetch } = useGetAppLinkQuery(kind);
  const opened = url !== undefined && opener.openedRecently(url);

  const open = () => {
    if (url) {
      opener.open(url);
      return;
    }
    snackbar.show(format('network.error'));
    void refetch();
  };

  return (
    <AppLinkView
      label={label}
      icon={icon}
      waiting={!url && !isError}
      opened={opened}
      onOpen={open}
    />
  );
}

export interface AppLinkViewProps {
  readonly label: string;
  readonly icon: ReactNode;
  /** Its link has not arrived yet: the button waits, disabled. */
  readonly waiting: boolean;
  readonly opened?: boolean;
  readonly onOpen: () => void;
}

/** One link's button as drawn. */
function AppLinkView({ label, icon, waiting, opened = false, onOpen }: AppLinkViewProps) {
  return (
    <button
      type="button"
      className={styles.link}
      disabled={waiting}
      aria-busy={waiting}
      data-opened={opened || undefined}
      onClick={onOpen}
    >
      {opened ? <OpenedIcon /> : icon}
      {label}
    </button>
  );
}

/** The links while they load, as `AppLinks` draws them: 签到, waiting for its link. */
export function AppLinksSkeleton() {
  return (
    <nav className={styles.links} aria-label="福利">
      <AppLinkView label={format('mine.checkin')} icon={<CalendarIcon />} waiting onOpen={ignore} />
    </nav>
  );
}
