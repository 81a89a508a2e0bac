import { type RefObject, useEffect, useEffectEvent } from 'react';
import { keyTargetTakesKeys, type PlayerKeyAction, playerKeyAction } from '../keys/player-keys';

/**
 * Calls `onAction` for the player's keys (`playerKeyAction`) pressed while focus is on the player
 * (`root`) or nowhere in particular (the page's body), never in a field the visitor types in, in
 * a dialog, or with Ctrl, Alt or ⌘. Space and Enter on a button stay the button's.
 */
export function usePlayerKeys(
  root: RefObject<HTMLElement | null>,
  onAction: (action: PlayerKeyAction) => void,
): void {
  const act = useEffectEvent(onAction);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = playerKeyAction(event);
      if (action === null) return;
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
      act(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
