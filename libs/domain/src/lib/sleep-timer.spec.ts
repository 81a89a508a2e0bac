import {
  SLEEP_FADE_MS,
  SLEEP_TIMER_CHOICES,
  sleepFadeVolume,
  sleepTimerBlocksAutoNext,
  sleepTimerChoice,
  sleepTimerDue,
  sleepTimerFadeDue,
  sleepTimerRemaining,
  startSleepTimer,
} from './sleep-timer';

const NOW = 1_700_000_000_000;
const MINUTE = 60_000;

/** The timer `minutes` starts at NOW. */
function timerOf(minutes: 15 | 30 | 60) {
  const timer = startSleepTimer(minutes, NOW);
  if (timer === null) throw new Error('no timer');
  return timer;
}

describe('定时关闭', () => {
  it('offers 不开启, 播完当前, 15, 30 and 60 minutes', () => {
    expect(SLEEP_TIMER_CHOICES).toEqual(['off', 'endOfFilm', 15, 30, 60]);
  });

  it('starts nothing for 不开启, a film-end timer for 播完当前, a deadline for minutes', () => {
    expect(startSleepTimer('off', NOW)).toBeNull();
    expect(startSleepTimer('endOfFilm', NOW)).toEqual({ kind: 'endOfFilm' });
    expect(startSleepTimer(15, NOW)).toEqual({
      kind: 'deadline',
      minutes: 15,
      deadline: NOW + 15 * MINUTE,
    });
  });

  it('gives back the choice a timer came from', () => {
    for (const choice of SLEEP_TIMER_CHOICES)
      expect(sleepTimerChoice(startSleepTimer(choice, NOW))).toBe(choice);
  });

  it('counts the time left on the wall clock, never below zero', () => {
    const timer = timerOf(30);
    expect(sleepTimerRemaining(timer, NOW)).toBe(30 * MINUTE);
    // The screen was off for 20 minutes: the time went by all the same.
    expect(sleepTimerRemaining(timer, NOW + 20 * MINUTE)).toBe(10 * MINUTE);
    expect(sleepTimerRemaining(timer, NOW + 40 * MINUTE)).toBe(0);
    expect(sleepTimerRemaining({ kind: 'endOfFilm' }, NOW)).toBeNull();
  });

  it('fades the last seconds before the deadline and is due at it', () => {
    const timer = timerOf(15);
    const deadline = NOW + 15 * MINUTE;
    expect(sleepTimerFadeDue(timer, deadline - SLEEP_FADE_MS - 1)).toBe(false);
    expect(sleepTimerFadeDue(timer, deadline - SLEEP_FADE_MS)).toBe(true);
    expect(sleepTimerDue(timer, deadline - 1)).toBe(false);
    expect(sleepTimerDue(timer, deadline)).toBe(true);
    expect(sleepTimerDue({ kind: 'endOfFilm' }, deadline)).toBe(false);
  });

  it('blocks 自动连播 under 播完当前, and under a deadline once it is near', () => {
    expect(sleepTimerBlocksAutoNext(null, NOW)).toBe(false);
    expect(sleepTimerBlocksAutoNext({ kind: 'endOfFilm' }, NOW)).toBe(true);
    const timer = timerOf(15);
    expect(sleepTimerBlocksAutoNext(timer, NOW + 5 * MINUTE)).toBe(false);
    expect(sleepTimerBlocksAutoNext(timer, NOW + 15 * MINUTE)).toBe(true);
  });

  it('ramps the volume straight down to silence over the fade', () => {
    expect(sleepFadeVolume(0.8, 0)).toBe(0.8);
    expect(sleepFadeVolume(0.8, SLEEP_FADE_MS / 2)).toBeCloseTo(0.4);
    expect(sleepFadeVolume(0.8, SLEEP_FADE_MS)).toBe(0);
    expect(sleepFadeVolume(0.8, SLEEP_FADE_MS * 2)).toBe(0);
  });
});
