import { Dialog } from '@video/ui';
import { shortcutText } from '../player-text';
import styles from './shortcuts-dialog.module.css';

export interface ShortcutsDialogProps {
  readonly open: boolean;
  /** Escape, the backdrop or 关闭. */
  readonly onClose: () => void;
}

/** 快捷键: the player's keys and what each does. Loaded the first time it opens. */
export default function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  return (
    <Dialog open={open} title={shortcutText.title} onClose={onClose}>
      <table className={styles.keys}>
        <thead>
          <tr>
            <th scope="col">{shortcutText.keyColumn}</th>
            <th scope="col">{shortcutText.actionColumn}</th>
          </tr>
        </thead>
        <tbody>
          {shortcutText.keys.map(([keys, action]) => (
            <tr key={keys}>
              <td>
                <kbd className={styles.key}>{keys}</kbd>
              </td>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
