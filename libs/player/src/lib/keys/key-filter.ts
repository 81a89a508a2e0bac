/**
 * What the player's keyboard decides the moment a key goes down, without its key map
 * (`player-keys`, which loads with what the keys do on the first key the player takes): whether
 * the key may be the player's, so that the page does not scroll for it.
 */

/** The single characters `playerKeyAction` takes (any case); it takes every arrow too. */
const KEY_CHARACTERS = ' kjlfm,<.>?';

/** Whether `key` (a `KeyboardEvent`'s) is one `playerKeyAction` takes, modifiers aside. */
export function isPlayerKey(key: string): boolean {
  return (
    key.startsWith('Arrow') || (key.length === 1 && KEY_CHARACTERS.includes(key.toLowerCase()))
  );
}

/** What a key pressed on `target` may do: where the visitor types, keys are the field's. */
export function keyTargetTakesKeys(target: EventTarget | null): boolean {
  const element = target as {
    closest?: (selector: string) => unknown;
    isContentEditable?: boolean;
  } | null;
  if (typeof element?.closest !== 'function') return true;
  return (
    !element.isContentEditable &&
    element.closest('input, textarea, select, [contenteditable], dialog') === null
  );
}
