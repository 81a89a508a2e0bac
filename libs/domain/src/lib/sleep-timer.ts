/**
 * 定时关闭 (the sleep timer): the film pauses after a chosen time, or once the current film ends.
 * Wall-clock deadlines from `now`, so the rule holds when the screen was off or the tab in the
 * background: whoever checks (a timer, the page becoming visible again) gets the same answer.
 */

/** What the visitor can choose: 不开启, 播完当前, or minutes. */
export type SleepTimerChoice = 'off' | 'endOfFilm' | 15 | 30 | 60;

/** The choices in the menu's order. */
export const SLEEP_TIMER_CHOICES: readonly SleepTimerChoice[] = ['off', 'endOfFilm', 15, 30, 60];

/** How long the sound fades before the film pauses. */
export const SLEEP_FADE_MS = 3000;

/** A running timer: until the film ends, or until `deadline` (ms on the `now` clock). */
export type SleepTimer =
  | { readonly kind: 'endOfFilm' }
  | { readonly kind: 'deadline'; readonly minutes: number; readonly deadline: number };

/** The timer a choice starts at `now`; null for 不开启. */
export function startSleepTimer(choice: SleepTimerChoice, now: number): SleepTimer | null {
  if (choice === 'off') return null;
  if (choice === 'endOfFilm') return { kind: 'endOfFilm' };
  return { kind: 'deadline', minutes: choice, deadline: now + choice * 60_000 };
}

/** The choice a timer was started from (for the menu's pressed option). */
export function sleepTimerChoice(timer: SleepTimer | null): SleepTimerChoice {
  if (timer === null) return 'off';
  return timer.kind === 'endOfFilm' ? 'endOfFilm' : (timer.minutes as SleepTimerChoice);
}

/** Milliseconds left at `now` (never below 0); null for a timer that waits for the film's end. */
export function sleepTimerRemaining(timer: SleepTimer, now: number): number | null {
  return timer.kind === 'deadline' ? Math.max(0, timer.deadline - now) : null;
}

/**
 * Whether the fade should begin at `now`: a deadline timer {@link SLEEP_FADE_MS} before it is due,
 * so that the film is silent and paused at the deadline itself.
 */
export function sleepTimerFadeDue(timer: SleepTimer, now: number): boolean {
  return timer.kind === 'deadline' && now >= timer.deadline - SLEEP_FADE_MS;
}

/** Whether the timer is due at `now` (a film-end timer is due only when its film ends). */
export function sleepTimerDue(timer: SleepTimer, now: number): boolean {
  return timer.kind === 'deadline' && now >= timer.deadline;
}

/**
 * Whether a film that ends at `now` under `timer` must not be followed by the next one
 * (自动连播): under 播完当前 always; under a deadline once it is due (or fading towards it).
 */
export function sleepTimerBlocksAutoNext(timer: SleepTimer | null, now: number): boolean {
  if (timer === null) return false;
  return timer.kind === 'endOfFilm' || sleepTimerFadeDue(timer, now);
}

/** The volume `elapsed` ms into a fade from `from`: a straight ramp down to 0. */
export function sleepFadeVolume(from: number, elapsed: number): number {
  if (elapsed <= 0) return from;
  return elapsed >= SLEEP_FADE_MS ? 0 : from * (1 - elapsed / SLEEP_FADE_MS);
}
