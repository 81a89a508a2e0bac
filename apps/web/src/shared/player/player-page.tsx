import { routes } from '@video/routes';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { NavBar } from '@video/ui';
import { useStageThemeColor } from '../../core/theme-color';
import { useGoBack } from '../use-go-back';
import styles from './player-page.module.css';

/** Its code (the form, its rules, its request) loads on the first tap on 反馈. */
const FeedbackDialog = lazy(async () => ({
  default: (await import('../feedback')).FeedbackDialog,
}));

/** The dark stage's background (`.stage` in the module CSS), which the browser's bar takes. */
const STAGE_COLOR = '#0d0d0d';

export interface PlayerPageProps {
  /** The bar's title, e.g. the video's. */
  readonly title: string;
  /** The player box (or its skeleton), pinned under the bar while the rest scrolls. */
  readonly player: ReactNode;
  /**
   * The video on screen, once known: the bar offers 反馈 about it (cannot play, stutters, a wrong
   * tag…), sent with the video's id.
   */
  readonly videoId?: number;
  /** Everything below the player: details, ads, more videos. */
  readonly children?: ReactNode;
}

/**
 * The layout both players share: a dark bar with 返回 (home when there is no step back) and
 * 反馈, and the player pinned at the top, the page scrolling beneath.
 */
export function PlayerPage({ title, player, videoId, children }: PlayerPageProps) {
  const back = useGoBack(routes.home.href());
  useStageThemeColor(STAGE_COLOR);
  // Null until the first tap on 反馈; then the dialog stays mounted, open or closed.
  const [feedbackOpen, setFeedbackOpen] = useState<boolean | null>(null);
  const feedback = videoId !== undefined && (
    <button type="button" className={styles.feedback} onClick={() => setFeedbackOpen(true)}>
      反馈
    </button>
  );
  return (
    <PlayerLayout
      bar={<NavBar title={title} onBack={back} right={feedback} />}
      player={player}
      after={
        videoId !== undefined &&
        feedbackOpen !== null && (
          <Suspense fallback={null}>
            <FeedbackDialog
              open={feedbackOpen}
              videoId={videoId}
              onClose={() => setFeedbackOpen(false)}
            />
          </Suspense>
        )
      }
    >
      {children}
    </PlayerLayout>
  );
}

export interface PlayerLayoutProps {
  readonly bar: ReactNode;
  readonly player: ReactNode;
  readonly children?: ReactNode;
  /** After the page's content: its dialogs. */
  readonly after?: ReactNode;
}

/**
 * The players' page: the bar and the player pinned at the top on the dark stage, the page
 * scrolling beneath. Also the outline of a player's page, drawn before any script has run.
 */
export function PlayerLayout({ bar, player, children, after }: PlayerLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.stage}>
        {bar}
        {player}
      </div>
      <div className={styles.content}>{children}</div>
      {after}
    </main>
  );
}
