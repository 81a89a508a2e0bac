import type { ReactNode } from 'react';
import { useGetFavouriteTotalQuery } from '@video/api-client/react';
import { format } from '@video/domain';
import { KEPT_FILMS_TITLE, routes } from '@video/routes';
import { storageKeys } from '@video/storage';
import { Link } from 'react-router-dom';
import { useServices } from '../../core/services';
import { ChevronIcon } from './mine-icons';
import styles from './mine-menu.module.css';

/** The overlays the menu opens. */
export type MineOverlay = 'settings' | 'feedback' | 'notices';

export interface MineMenuProps {
  readonly onOpen: (overlay: MineOverlay) => void;
}

/**
 * The Mine items: overlays, the community group, the history and favourites grids, and 离线缓存
 * where the page can keep films.
 */
export function MineMenu({ onOpen }: MineMenuProps) {
  const { snackbar, storage, keptFilms } = useServices();
  const code = storage.get(storageKeys.uuid);
  // How many favourites the visitor has (the share service's total); nothing while unknown.
  const { data: favourites } = useGetFavouriteTotalQuery({ uuid: code }, { skip: !code });
  return (
    <MineMenuView
      favourites={favourites}
      keptFilms={keptFilms !== null}
      onOpen={onOpen}
      // No group link exists in the config or the API yet.
      onGroup={() => snackbar.show(format('stayTuned'))}
    />
  );
}

export interface MineMenuViewProps extends MineMenuProps {
  /** How many favourites the visitor has; undefined while unknown. */
  readonly favourites?: number;
  /**
   * Whether 离线缓存 is offered: true by default, as the outline draws it, since most pages can
   * keep films and a row that appears later would push what is below it.
   */
  readonly keptFilms?: boolean;
  readonly onGroup: () => void;
}

/** The menu as drawn. */
export function MineMenuView({ favourites, keptFilms = true, onOpen, onGroup }: MineMenuViewProps) {
  return (
    <ul className={styles.menu}>
      <MenuButton label={format('mine.settings')} onClick={() => onOpen('settings')} />
      <MenuButton label={format('mine.feedback')} onClick={() => onOpen('feedback')} />
      <MenuButton label={format('mine.notices')} onClick={() => onOpen('notices')} />
      <MenuButton label={format('mine.group')} onClick={onGroup} />
      <MenuLink label={format('mine.history')} to={routes.myVideos.href({ type: 'history' })} />
      <MenuLink
        label={format('mine.favourites')}
        detail={favourites === undefined ? undefined : String(favourites)}
        to={routes.myVideos.href({ type: 'favourites' })}
      />
      {keptFilms && <MenuLink label={KEPT_FILMS_TITLE} to={routes.keptFilms.href()} />}
    </ul>
  );
}

function MenuButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" className={styles.item} onClick={onClick}>
        <ItemContent label={label} />
      </button>
    </li>
  );
}

function MenuLink({ label, detail, to }: { label: string; detail?: string; to: string }) {
  return (
    <li>
      <Link className={styles.item} to={to}>
        <ItemContent label={label} detail={detail} />
      </Link>
    </li>
  );
}

function ItemContent({ label, detail }: { label: string; detail?: string }): ReactNode {
  return (
    <>
      <span>{label}</span>
      <span className={styles.end}>
        {detail !== undefined && <span className={styles.detail}>{detail}</span>}
        <span className={styles.chevron}>
          <ChevronIcon />
        </span>
      </span>
    </>
  );
}
