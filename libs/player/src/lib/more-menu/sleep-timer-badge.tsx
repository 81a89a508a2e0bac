import { useEffect } from 'react';
import type { Player } from '../core/player-types';
import { sleepTimerText } from '../player-text';
import { sleepTimerSession } from '../sleep-timer/sleep-timer-session';
import { watchSleepTimer } from '../sleep-timer/sleep-timer-watch';
import { useSleepTimer, useSleepTimerLeft } from '../react/use-sleep-timer';

export interface SleepTimerBadgeProps {
  readonly player: Player;
  readonly className?: string;
}

/**
 * While 定时关闭 runs: its time left over the film ('定时关闭 12:34', '播完当前'), and the watch that fades and pauses this
 * player at the deadline (for as long as the badge is mounted). Loaded once a timer is chosen.
 */
export default function SleepTimerBadge({ player, className }: SleepTimerBadgeProps) {
  const timer = useSleepTimer();
  const left = useSleepTimerLeft(timer);
  useEffect(() => {
    const watch = watchSleepTimer({ player, session: sleepTimerSession });
    return () => watch.destroy();
  }, [player]);
  if (timer === null || left === null) return null;
  return (
    <p className={className}>{timer.kind === 'deadline' ? sleepTimerText.left(left) : left}</p>
  );
}
