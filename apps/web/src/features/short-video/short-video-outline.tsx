import { FeedHeader } from './feed-header';
import { FeedLoading } from './feed-loading';
import styles from './short-video-screen.module.css';
import { shortVideoText } from './short-video-text';
import { ignore } from '../../shared/ignore';

/**
 * The feed as it first shows, before its clips arrive: the outline index.html paints for
 * /shortVideo, the clip's cover box the lead image's. `ShortVideoScreen`'s first render draws the
 * same (a test holds them together).
 */
export function ShortVideoOutline() {
  return (
    <main className={styles.screen} aria-label={shortVideoText.screen}>
      <FeedLoading lead />
      <FeedHeader onBack={ignore} onOtherTab={ignore} />
    </main>
  );
}
