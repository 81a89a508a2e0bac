import { PLAYBACK_RATES } from '@video/domain';
import { useEffect, useState } from 'react';
import type { Player } from '../core/player-types';
import type { LevelPreview } from '../gestures/film-gestures';
import { type PlayerKeyAction, stepRate } from '../keys/player-keys';

/** How long the volume hint of ↑/↓ stays after the last press. */
const LEVEL_HINT_MS = 800;

export interface KeyActionHandlers {
  readonly togglePlay: () => void;
  /** Seeks with the ripple the taps show. */
  readonly seekBy: (seconds: number) => void;
  /** 倍速: sets and keeps a speed. */
  readonly chooseRate: (rate: number) => void;
  /** The controls show a while longer. */
  readonly reveal: () => void;
  readonly openShortcuts: () => void;
}

export interface KeyActions {
  act(action: PlayerKeyAction): void;
  /** The volume ↑/↓ set, shown as the vertical drag shows it; null when not pressed lately. */
  readonly levelPreview: LevelPreview | null;
}

/** What each of the player's keys does to `player` and the controls. */
export function useKeyActions(player: Player, handlers: KeyActionHandlers): KeyActions {
  const [levelPreview, setLevelPreview] = useState<LevelPreview | null>(null);
  useEffect(() => {
    if (levelPreview === null) return;
    const timer = setTimeout(() => setLevelPreview(null), LEVEL_HINT_MS);
    return () => clearTimeout(timer);
  }, [levelPreview]);

  const act = (action: PlayerKeyAction) => {
    switch (action.type) {
      case 'togglePlay':
        return handlers.togglePlay();
      case 'seek':
        return handlers.seekBy(action.seconds);
      case 'volume': {
        const volume = player.getVolume();
        // Where the platform keeps the volume (iOS), the keys leave it to the buttons.
        if (volume === null) return;
        const level = Math.round(Math.min(Math.max(volume + action.step, 0), 1) * 100) / 100;
        player.setVolume(level);
        setLevelPreview({ kind: 'volume', level });
        return;
      }
      case 'mute':
        player.setMuted(!player.getState().muted);
        return handlers.reveal();
      case 'fullscreen':
        if (document.fullscreenElement) void document.exitFullscreen();
        else player.requestFullscreen();
        return;
      case 'rate':
        return handlers.chooseRate(stepRate(PLAYBACK_RATES, player.getState().rate, action.step));
      case 'help':
        return handlers.openShortcuts();
    }
  };
  return { act, levelPreview };
}
