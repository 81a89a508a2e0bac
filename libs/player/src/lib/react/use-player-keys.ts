import { type RefObject, useEffect, useEffectEvent, useState } from 'react';
import type { Player } from '../core/player-types';
import type { LevelPreview } from '../gestures/film-gestures';
import type * as KeyActionsModule from '../keys/key-actions';
import type { KeyActionHandlers } from '../keys/key-actions';
import { isPlayerKey, keyTargetTakesKeys } from '../keys/key-filter';

/** How long the volume hint of ↑/↓ stays after the last press. */
const LEVEL_HINT_MS = 800;

type KeyActions = typeof KeyActionsModule;
let keyActions: Promise<KeyActions> | null = null;
/** The key map and what the keys do: loaded once, on the first key the player takes. */
function loadKeyActions(): Promise<KeyActions> {
  keyActions ??= import('../keys/key-actions').catch((error: unknown) => {
    // Not loaded (offline, a new deploy): the next key tries again.
    keyActions = null;
    throw error;
  });
  return keyActions;
}

/**
 * The player's keys (`keys/player-keys`) pressed while focus is on the player (`root`) or nowhere
 * in particular (the page's body), never in a field the visitor types in, in a dialog, or with
 * Ctrl, Alt or ⌘; Space and Enter on a button stay the button's. The key's default (a scroll) is
 * prevented at once; what it does loads on the first such key, which acts once it has, as do the
 * keys pressed meanwhile, in order. Returns the volume ↑/↓ set, shown as the vertical drag shows
 * it; null when not pressed lately.
 */
export function usePlayerKeys(
  root: RefObject<HTMLElement | null>,
  player: Player,
  handlers: Omit<KeyActionHandlers, 'showLevel'>,
): LevelPreview | null {
  const [levelPreview, setLevelPreview] = useState<LevelPreview | null>(null);
  useEffect(() => {
    if (levelPreview === null) return;
    const timer = setTimeout(() => setLevelPreview(null), LEVEL_HINT_MS);
    return () => clearTimeout(timer);
  }, [levelPreview]);

  const run = useEffectEvent((actions: KeyActions, event: KeyboardEvent) => {
    actions.runPlayerKey(event, player, { ...handlers, showLevel: setLevelPreview });
  });
  useEffect(() => {
    let live = true;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (!isPlayerKey(event.key)) return;
      const { target } = event;
      const onPage =
        target === document.body || target === document.documentElement || target === document;
      if (!onPage && !(target instanceof Node && root.current?.contains(target))) return;
      if (!keyTargetTakesKeys(target)) return;
      if (
        event.key === ' ' &&
        (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement)
      )
        return;
      event.preventDefault();
      void loadKeyActions().then(
        (actions) => {
          if (live) run(actions, event);
        },
        () => undefined,
      );
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      live = false;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root]);
  return levelPreview;
}
