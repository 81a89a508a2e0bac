import { createStorage, memoryAdapter, storageKeys, type TypedStorage } from '@video/storage';
import { createPositionStore, createSeekHintStore, REMEMBERED_POSITIONS } from './player-stores';

function memoryStorage(raw: Record<string, string> = {}): TypedStorage {
  const adapter = memoryAdapter();
  Object.entries(raw).forEach(([name, value]) => adapter.setItem(name, value));
  return createStorage({ adapter, logger: { warn: () => undefined } });
}

describe('createPositionStore', () => {
  it.each([
    ['nothing stored', {}],
    ['a corrupt value', { resumePositions: '{not json' }],
    ['an object instead of a list', { resumePositions: '{"7":30}' }],
  ])('knows no position with %s', (_case, raw) => {
    expect(createPositionStore(memoryStorage(raw)).get('7')).toBeNull();
  });

  it('keeps the valid entries of a partly broken list', () => {
    const raw = {
      resumePositions: '[["7",30],["8","x"],[9,1],["10",12.5,3,4],["11",42,600],["12",6,null]]',
    };
    const storage = memoryStorage(raw);
    const positions = createPositionStore(storage);

    expect([positions.get('7'), positions.get('8'), positions.get('11')]).toEqual([30, null, 42]);
    expect(storage.get(storageKeys.resumePositions)).toEqual([
      ['7', 30],
      ['11', 42, 600],
      ['12', 6],
    ]);
  });

  it('remembers and replaces a position with its duration, under the key of the resume store', () => {
    const storage = memoryStorage();
    const positions = createPositionStore(storage);

    positions.set('7', 30, 600);
    positions.set('7', 95.5, 600);
    positions.set('8', 12, Number.NaN);

    expect(positions.get('7')).toBe(95.5);
    expect(storage.get(storageKeys.resumePositions)).toEqual([
      ['7', 95.5, 600],
      ['8', 12],
    ]);
  });

  it(`forgets the least recently played beyond ${REMEMBERED_POSITIONS} videos`, () => {
    const positions = createPositionStore(memoryStorage());
    for (let id = 1; id <= REMEMBERED_POSITIONS; id += 1) positions.set(String(id), id, 600);

    positions.set('1', 100, 600); // played again: now the most recent
    positions.set('new', 5, 600);

    expect([positions.get('1'), positions.get('2'), positions.get('new')]).toEqual([100, null, 5]);
  });
});

describe('createSeekHintStore', () => {
  it('reads and sets the seekHintShown flag', () => {
    const storage = memoryStorage();
    const hint = createSeekHintStore(storage);
    expect(hint.getFlag()).toBe(false);

    hint.setFlag();

    expect(hint.getFlag()).toBe(true);
    expect(storage.get(storageKeys.seekHintShown)).toBe(true);
  });
});
