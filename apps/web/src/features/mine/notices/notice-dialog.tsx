import { useEffect, useMemo } from 'react';
import { useArrivalQuery } from '@video/api-client/react';
import { format, formatRelativeTime, type Notice } from '@video/domain';
import { Dialog, EmptyState, ErrorState, Spinner } from '@video/ui';
import { notices } from '@video/routes';
import { useServices } from '../../../core/services';
import styles from './notice-dialog.module.css';
import { noticeMarkup } from './sanitize-notice-html';

export interface NoticeDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The system notices (系统公告) in a dialog: title, how long ago, and the sanitised content. */
export function NoticeDialog({ open, onClose }: NoticeDialogProps) {
  return (
    <Dialog open={open} title={format('notices.title')} onClose={onClose}>
      <NoticeList />
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so the notices load when first wanted. */
function NoticeList() {
  const { data, error, refetch } = useArrivalQuery(notices);

  useEffect(() => {
    // A failed notice call is only logged; the dialog offers a retry.
    if (error) console.error('[notices] the system notices could not be loaded', error);
  }, [error]);

  if (error) return <ErrorState onRetry={() => void refetch()} />;
  if (!data) return <Spinner />;
  if (data.items.length === 0) return <EmptyState text={format('notice.empty')} />;
  return (
    <ul className={styles.list}>
      {data.items.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </ul>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const { now } = useServices();
  const html = useMemo(() => noticeMarkup(notice.content), [notice.content]);
  const { updatedAt } = notice;
  return (
    <li className={styles.notice}>
      <h3 className={styles.title}>{notice.title}</h3>
      {updatedAt !== null && (
        <time className={styles.time} dateTime={new Date(updatedAt).toISOString()}>
          {formatRelativeTime(updatedAt, now())}
        </time>
      )}
      {/* Sanitised against a tight allowlist; the raw content is never rendered. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
    </li>
  );
}
