/**
 * The player's keyboard, as a rule: a key (and its modifiers) in, what it asks of the player out.
 * Every gesture has its key: Space/K play or pause, ←/→ seek 5 s, J/L 10 s, ↑/↓ the volume,
 * F full screen, M mute, `,`/`.` the speed down or up, `?` the list of keys (快捷键).
 */

import { ARROW_SEEK_SECONDS } from '../player-text';

export { keyTargetTakesKeys } from './key-filter';

/** How much ↑/↓ change the volume. */
export const VOLUME_KEY_STEP = 0.1;

export type PlayerKeyAction =
  | { readonly type: 'togglePlay' }
  | { readonly type: 'seek'; readonly seconds: number }
  | { readonly type: 'volume'; readonly step: number }
  | { readonly type: 'fullscreen' }
  | { readonly type: 'mute' }
  | { readonly type: 'rate'; readonly step: -1 | 1 }
  | { readonly type: 'help' };

/** What a `KeyboardEvent` has that the rule reads. */
export interface PlayerKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

// `isPlayerKey` (`key-filter`) tells these keys apart before this map loads.
const actions: Readonly<Record<string, PlayerKeyAction>> = {
  ' ': { type: 'togglePlay' },
  k: { type: 'togglePlay' },
  ArrowLeft: { type: 'seek', seconds: -ARROW_SEEK_SECONDS },
  ArrowRight: { type: 'seek', seconds: ARROW_SEEK_SECONDS },
  j: { type: 'seek', seconds: -10 },
  l: { type: 'seek', seconds: 10 },
  ArrowUp: { type: 'volume', step: VOLUME_KEY_STEP },
  ArrowDown: { type: 'volume', step: -VOLUME_KEY_STEP },
  f: { type: 'fullscreen' },
  m: { type: 'mute' },
  ',': { type: 'rate', step: -1 },
  '<': { type: 'rate', step: -1 },
  '.': { type: 'rate', step: 1 },
  '>': { type: 'rate', step: 1 },
  '?': { type: 'help' },
};

/** What `event` asks of the player; null for a key it does not take, or one held with Ctrl, Alt or ⌘. */
export function playerKeyAction(event: PlayerKey): PlayerKeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return actions[key] ?? null;
}

/** The speed one step from `rate` along `rates` (ascending), kept at the ends. */
export function stepRate(rates: readonly number[], rate: number, step: -1 | 1): number {
  const at = rates.indexOf(rate);
  // A speed not in the list steps to the nearest one in the direction asked.
  if (at < 0) {
    const next =
      step > 0 ? rates.find((r) => r > rate) : [...rates].reverse().find((r) => r < rate);
    return next ?? rate;
  }
  return rates[Math.min(Math.max(at + step, 0), rates.length - 1)] ?? rate;
}
