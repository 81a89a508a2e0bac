import { type SleepTimer, sleepTimerRemaining } from '@video/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatTime } from '../format-time';
import { sleepTimerText } from '../player-text';
import { sleepTimerSession } from '../sleep-timer/sleep-timer-session';

/** The visit's 定时关闭 (null for none), following every change. */
export function useSleepTimer(): SleepTimer | null {
  return useSyncExternalStore(sleepTimerSession.subscribe, sleepTimerSession.get, () => null);
}

/**
 * What is left of `timer`, as the menu shows it: '12:34' (updated each second on the wall
 * clock), '播完当前', or null for no timer.
 */
export function useSleepTimerLeft(
  timer: SleepTimer | null,
  now: () => number = Date.now,
): string | null {
  const [, tick] = useState(0);
  useEffect(() => {
    if (timer?.kind !== 'deadline') return;
    const interval = setInterval(() => tick((count) => count + 1), 1000);
    return () => clearInterval(interval);
  }, [timer]);
  if (timer === null) return null;
  const left = sleepTimerRemaining(timer, now());
  return left === null ? sleepTimerText.endOfFilm : formatTime(Math.ceil(left / 1000));
}
