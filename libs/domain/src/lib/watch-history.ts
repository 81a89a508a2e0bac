import { HISTORY_CAP, HISTORY_SHOWN } from './constants';
import type { HistoryEntry } from './entities';

/**
 * The watch history after watching `entry`: it moves to the front (no duplicates by id), and only
 * the {@link HISTORY_CAP} most recent are kept.
 */
export function addToHistory(
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
): readonly HistoryEntry[] {
  return [entry, ...entries.filter((other) => other.id !== entry.id)].slice(0, HISTORY_CAP);
}

/** The watch history without the video `id` (the X button of the history grid). */
export function removeFromHistory(
  entries: readonly HistoryEntry[],
  id: number,
): readonly HistoryEntry[] {
  return entries.filter((entry) => entry.id !== id);
}

/** The entries the history grid shows: the {@link HISTORY_SHOWN} most recent. */
export function visibleHistory(entries: readonly HistoryEntry[]): readonly HistoryEntry[] {
  return entries.slice(0, HISTORY_SHOWN);
}
