import {
  SLEEP_TIMER_CHOICES,
  type SleepTimerChoice,
  sleepTimerChoice,
  startSleepTimer,
} from '@video/domain';
import { useId } from 'react';
import { playerText, shortcutText, sleepTimerText } from '../player-text';
import { sleepTimerSession } from '../sleep-timer/sleep-timer-session';
import { useSleepTimer, useSleepTimerLeft } from '../react/use-sleep-timer';
import styles from './more-menu.module.css';

export interface MoreMenuProps {
  /** How bright the film shows, 0 to 1 (the same level the left-half drag sets). */
  readonly brightness: number;
  readonly onBrightness: (level: number) => void;
  /** 快捷键: open the list of keys. */
  readonly onShortcuts: () => void;
  /** A choice was made: the menu may close. */
  readonly onChosen: () => void;
  /** The wall clock a timer counts on. */
  readonly now?: () => number;
}

const choiceLabel = (choice: SleepTimerChoice): string =>
  choice === 'off'
    ? sleepTimerText.off
    : choice === 'endOfFilm'
      ? sleepTimerText.endOfFilm
      : sleepTimerText.minutes(choice);

/**
 * 更多: 定时关闭 (不开启, 播完当前, 15/30/60分钟, with the time left while it runs), 亮度 (the
 * control for what the left-half drag does) and 快捷键. Loaded the first time it opens.
 */
export default function MoreMenu({
  brightness,
  onBrightness,
  onShortcuts,
  onChosen,
  now = Date.now,
}: MoreMenuProps) {
  const timer = useSleepTimer();
  const left = useSleepTimerLeft(timer, now);
  const chosen = sleepTimerChoice(timer);
  const brightnessId = useId();
  return (
    <div className={styles.menu} role="group" aria-label={playerText.more}>
      <div className={styles.row} role="group" aria-label={sleepTimerText.title}>
        <span className={styles.status} aria-live="polite">
          {timer?.kind === 'deadline' && left !== null
            ? sleepTimerText.left(left)
            : sleepTimerText.title}
        </span>
        {SLEEP_TIMER_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.option}
            aria-pressed={choice === chosen}
            onClick={() => {
              sleepTimerSession.set(startSleepTimer(choice, now()));
              onChosen();
            }}
          >
            {choiceLabel(choice)}
          </button>
        ))}
      </div>
      <div className={styles.row}>
        <label className={styles.status} htmlFor={brightnessId}>
          {playerText.brightness}
        </label>
        <input
          id={brightnessId}
          type="range"
          className={styles.slider}
          min={0}
          max={100}
          step={5}
          value={Math.round(brightness * 100)}
          aria-valuetext={`${Math.round(brightness * 100)}%`}
          onChange={(event) => onBrightness(Number(event.currentTarget.value) / 100)}
        />
        <button type="button" className={styles.option} onClick={onShortcuts}>
          {shortcutText.open}
        </button>
      </div>
    </div>
  );
}
