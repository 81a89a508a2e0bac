import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { format } from '@video/domain';
import { useServices } from '../../core/services';
import { ChevronIcon } from './mine-icons';
import styles from './mine-menu.module.css';

/** The overlays the menu opens. */
export type MineOverlay = 'settings' | 'feedback' | 'notices';

export interface MineMenuProps {
  readonly onOpen: (overlay: MineOverlay) => void;
}

/** The Mine items: overlays, the community group, and the history and favourites grids. */
export function MineMenu({ onOpen }: MineMenuProps) {
  const { snackbar } = useServices();
  return (
    <ul className={styles.menu}>
      <MenuButton label={format('mine.settings')} onClick={() => onOpen('settings')} />
      <MenuButton label={format('mine.feedback')} onClick={() => onOpen('feedback')} />
      <MenuButton label={format('mine.notices')} onClick={() => onOpen('notices')} />
      {/* No group link exists in the config or the API yet. */}
      <MenuButton label={format('mine.group')} onClick={() => snackbar.show(format('stayTuned'))} />
      <MenuLink label={format('mine.history')} to="/collectVideo?type=history" />
      <MenuLink label={format('mine.favourites')} to="/collectVideo?type=favorite" />
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

function MenuLink({ label, to }: { label: string; to: string }) {
  return (
    <li>
      <Link className={styles.item} to={to}>
        <ItemContent label={label} />
      </Link>
    </li>
  );
}

function ItemContent({ label }: { label: string }): ReactNode {
  return (
    <>
      <span>{label}</span>
      <span className={styles.chevron}>
        <ChevronIcon />
      </span>
    </>
  );
}
