import {
  CODE_CHANGE_WINDOW_MS,
  CODE_CHANGES_PER_WINDOW,
  CODE_MAX_LENGTH,
  CODE_MIN_LENGTH,
  GENERATED_CODE_LENGTH,
} from './constants';
import type { MessageKey } from './messages';
import { randomIndex, type RandomSource } from './random';

/** Stored change counter: `count` changes since the window opened at `timestamp` (epoch ms). */
export interface CodeChangeRecord {
  readonly timestamp: number;
  readonly count: number;
}

/** Why a code change was refused. */
export type CodeChangeError = Extract<MessageKey, 'code.invalid' | 'code.unchanged' | 'code.limit'>;

/** A change made (what to store and what to tell), or why it was refused. */
export type CodeChangeResult =
  | {
      readonly ok: true;
      /** The code to store (the input without surrounding blanks). */
      readonly code: string;
      /** The counter to store. */
      readonly record: CodeChangeRecord;
      /** Changes left in the window, for 'code.changed'. */
      readonly left: number;
    }
  | { readonly ok: false; readonly key: CodeChangeError };

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const VALID_CODE = new RegExp(`^[a-z0-9]{${CODE_MIN_LENGTH},${CODE_MAX_LENGTH}}$`);

/** An identification code is 6–12 lower-case letters and digits, nothing else. */
export function isValidCode(code: string): boolean {
  return VALID_CODE.test(code);
}

/**
 * Changes the visitor's code from `current` to `next` (typed by the visitor; surrounding blanks
 * are ignored) if it is valid, different, and fewer than {@link CODE_CHANGES_PER_WINDOW} changes
 * were made in the window. The window opens with the first change and lasts
 * {@link CODE_CHANGE_WINDOW_MS}; a change at or after its end opens a new one.
 */
export function changeCode(input: {
  readonly current: string;
  readonly next: string;
  readonly record: CodeChangeRecord | null;
  readonly now: number;
}): CodeChangeResult {
  const code = input.next.trim();
  if (!isValidCode(code)) return { ok: false, key: 'code.invalid' };
  if (code === input.current) return { ok: false, key: 'code.unchanged' };
  const active = openWindow(input.record, input.now);
  if (active.count >= CODE_CHANGES_PER_WINDOW) return { ok: false, key: 'code.limit' };
  const record = { timestamp: active.timestamp, count: active.count + 1 };
  return { ok: true, code, record, left: CODE_CHANGES_PER_WINDOW - record.count };
}

/** Code changes still allowed at `now`. */
export function changesLeft(record: CodeChangeRecord | null, now: number): number {
  return Math.max(0, CODE_CHANGES_PER_WINDOW - openWindow(record, now).count);
}

/** A fresh valid code of {@link GENERATED_CODE_LENGTH} characters drawn from `random`. */
export function generateCode(random: RandomSource): string {
  return Array.from(
    { length: GENERATED_CODE_LENGTH },
    () => CODE_ALPHABET[randomIndex(random, CODE_ALPHABET.length)],
  ).join('');
}

/**
 * The window in force at `now`. A record that is expired, unreadable (NaN, negative count) or
 * dated in the future (a clock set back, or tampering) counts as no record: a broken counter
 * must not lock the visitor out for good.
 */
function openWindow(record: CodeChangeRecord | null, now: number): CodeChangeRecord {
  const fresh = { timestamp: now, count: 0 };
  if (record === null || !Number.isFinite(record.count) || record.count < 0) return fresh;
  const age = now - record.timestamp;
  const inWindow = age >= 0 && age < CODE_CHANGE_WINDOW_MS;
  return inWindow ? { timestamp: record.timestamp, count: Math.floor(record.count) } : fresh;
}
