import { isPlayerKey } from './key-filter';
import { keyTargetTakesKeys, playerKeyAction, stepRate } from './player-keys';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {},
) => playerKeyAction({ key, ctrlKey: false, altKey: false, metaKey: false, ...modifiers });

describe('the player’s keys', () => {
  it.each([
    [' ', { type: 'togglePlay' }],
    ['k', { type: 'togglePlay' }],
    ['K', { type: 'togglePlay' }],
    ['ArrowLeft', { type: 'seek', seconds: -5 }],
    ['ArrowRight', { type: 'seek', seconds: 5 }],
    ['j', { type: 'seek', seconds: -10 }],
    ['l', { type: 'seek', seconds: 10 }],
    ['ArrowUp', { type: 'volume', step: 0.1 }],
    ['ArrowDown', { type: 'volume', step: -0.1 }],
    ['f', { type: 'fullscreen' }],
    ['m', { type: 'mute' }],
    [',', { type: 'rate', step: -1 }],
    ['.', { type: 'rate', step: 1 }],
    ['?', { type: 'help' }],
  ])('maps %j', (key, action) => {
    expect(press(key)).toEqual(action);
  });

  it('leaves other keys and any key held with Ctrl, Alt or ⌘ to the browser', () => {
    expect(press('a')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('f', { ctrlKey: true })).toBeNull();
    expect(press('l', { metaKey: true })).toBeNull();
    expect(press('ArrowLeft', { altKey: true })).toBeNull();
  });

  it('steps the speed through the list, kept at its ends', () => {
    const rates = [1, 1.5, 2, 3];
    expect(stepRate(rates, 1, 1)).toBe(1.5);
    expect(stepRate(rates, 1.5, -1)).toBe(1);
    expect(stepRate(rates, 3, 1)).toBe(3);
    expect(stepRate(rates, 1, -1)).toBe(1);
    expect(stepRate(rates, 1.25, 1)).toBe(1.5);
    expect(stepRate(rates, 1.25, -1)).toBe(1);
  });

  it('never takes keys from a field the visitor types in, nor from a dialog', () => {
    expect(keyTargetTakesKeys(document.body)).toBe(true);
    expect(keyTargetTakesKeys(document.createElement('button'))).toBe(true);
    expect(keyTargetTakesKeys(document.createElement('input'))).toBe(false);
    expect(keyTargetTakesKeys(document.createElement('textarea'))).toBe(false);
    const dialog = document.createElement('dialog');
    const inside = document.createElement('button');
    dialog.append(inside);
    expect(keyTargetTakesKeys(inside)).toBe(false);
  });
});

describe('the keys told apart before the key map loads', () => {
  it('are exactly the keys the map takes', () => {
    const keys = [
      ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
      ...['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', 'Escape', 'Tab', 'Home'],
    ];
    for (const key of keys) expect(isPlayerKey(key), key).toBe(press(key) !== null);
  });
});
