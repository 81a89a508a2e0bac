import { batchState, currentBatch, nextBatch, type BatchState } from '../index';

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
/** Always draws the lowest index: a shuffle that rotates the list left by one. */
const lowest = () => 0;

const press = (state: BatchState<number>, times: number) =>
  Array.from({ length: times }).reduce<BatchState<number>>(
    (current) => nextBatch(current, lowest),
    state,
  );

describe('home block batches', () => {
  it('shows the first four videos first', () => {
    expect(currentBatch(batchState(range(14)))).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [1, [5, 6, 7, 8]],
    [2, [9, 10, 11, 12]],
  ])('after %s presses shows the next group', (presses, batch) => {
    expect(currentBatch(press(batchState(range(14)), presses))).toEqual(batch);
  });

  it('reshuffles all videos after the third group, then starts over', () => {
    const reshuffled = press(batchState(range(14)), 3);
    expect(reshuffled.page).toBe(0);
    expect([...reshuffled.items].sort((a, b) => a - b)).toEqual(range(14));
    expect(reshuffled.items).toEqual([...range(13).map((n) => n + 1), 1]);
    expect(currentBatch(reshuffled)).toEqual([2, 3, 4, 5]);
  });

  it.each([
    [
      'seven videos: two groups, the second partial',
      7,
      [
        [5, 6, 7],
        [2, 3, 4, 5],
      ],
    ],
    [
      'four videos: one group, reshuffled on every press',
      4,
      [
        [2, 3, 4, 1],
        [3, 4, 1, 2],
      ],
    ],
    ['no videos', 0, [[], []]],
  ])('with %s', (_case, count, batches) => {
    const once = press(batchState(range(count)), 1);
    const twice = press(once, 1);
    expect([currentBatch(once), currentBatch(twice)]).toEqual(batches);
  });
});
