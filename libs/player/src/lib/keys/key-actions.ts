import { PLAYBACK_RATES } from '@video/domain';
import type { Player } from '../core/player-types';
import type { LevelPreview } from '../gestures/film-gestures';
import { type PlayerKey, playerKeyAction, stepRate } from './player-keys';

/**
 * What the player's keys do, loaded on the first key the player takes (`usePlayerKeys`): a visit
 * that never presses one loads neither this nor the key map.
 */

export interface KeyActionHandlers {
  readonly togglePlay: () => void;
  /** Seeks with the ripple the taps show. */
  readonly seekBy: (seconds: number) => void;
  /** 倍速: sets and keeps a speed. */
  readonly chooseRate: (rate: number) => void;
  /** The controls show a while longer. */
  readonly reveal: () => void;
  readonly openShortcuts: () => void;
  /** Shows the volume ↑/↓ set, as the vertical drag shows it. */
  readonly showLevel: (level: LevelPreview) => void;
}

/** Does what `key` asks of `player` and the controls; false for a key that is not the player's. */
export function runPlayerKey(key: PlayerKey, player: Player, handlers: KeyActionHandlers): boolean {
  const action = playerKeyAction(key);
  switch (action?.type) {
    case undefined:
      return false;
    case 'togglePlay':
      handlers.togglePlay();
      break;
    case 'seek':
      handlers.seekBy(action.seconds);
      break;
    case 'volume': {
      const volume = player.getVolume();
      // Where the platform keeps the volume (iOS), the keys leave it to the buttons.
      if (volume === null) break;
      const level = Math.round(Math.min(Math.max(volume + action.step, 0), 1) * 100) / 100;
      player.setVolume(level);
      handlers.showLevel({ kind: 'volume', level });
      break;
    }
    case 'mute':
      player.setMuted(!player.getState().muted);
      handlers.reveal();
      break;
    case 'fullscreen':
      if (document.fullscreenElement) void document.exitFullscreen();
      else player.requestFullscreen();
      break;
    case 'rate':
      handlers.chooseRate(stepRate(PLAYBACK_RATES, player.getState().rate, action.step));
      break;
    case 'help':
      handlers.openShortcuts();
  }
  return true;
}
