import { useArrivalQuery } from '@video/api-client/react';
import { NoticeTicker, Skeleton } from '@video/ui';
import { notices } from '@video/routes';

/** Two ticker rows tall, so nothing moves when the notices arrive. */
const TICKER_HEIGHT = 88;

/** The ticker of the latest notices; a tap on one opens the notice dialog. */
export function NoticeStrip({ onOpen }: { onOpen: () => void }) {
  const { data, isError } = useArrivalQuery(notices);
  // A failed notice call is only logged (by the dialog); the ticker then shows 暂无公告.
  if (!data && !isError) return <NoticeStripSkeleton />;
  return <NoticeTicker notices={data?.items ?? []} onOpen={onOpen} />;
}

/** The ticker while the notices load. */
export function NoticeStripSkeleton() {
  return <Skeleton height={TICKER_HEIGHT} />;
}
