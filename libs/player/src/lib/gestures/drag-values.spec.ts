import { dragLevel, SEEK_SECONDS_PER_WIDTH, seekDragBubble, seekDragTarget } from './drag-values';

describe('what a drag on the film sets', () => {
  it.each([
    [60, 600, 0.5, 60 + SEEK_SECONDS_PER_WIDTH / 2],
    [60, 600, -1, 0],
    [590, 600, 0.5, 600],
    // A film shorter than the drag's span: the whole width is the whole film.
    [10, 40, 0.5, 30],
    // Live or unknown duration: the span alone.
    [100, Number.NaN, 1, 100 + SEEK_SECONDS_PER_WIDTH],
  ])(
    'seeks from %d s of %d s by %d of the width to %d s',
    (current, duration, fraction, target) => {
      expect(seekDragTarget(current, duration, fraction)).toBe(target);
    },
  );

  it('shows the target over the length and how far it moves', () => {
    expect(seekDragBubble(60, 85.4, 600)).toEqual({
      time: '1:25 / 10:00',
      delta: '+25秒',
      target: 85.4,
    });
    expect(seekDragBubble(60, 52, 600)).toEqual({
      time: '0:52 / 10:00',
      delta: '-8秒',
      target: 52,
    });
  });

  it.each([
    [0.5, 0.2, 0.7],
    [0.9, 0.5, 1],
    [0.1, -0.4, 0],
  ])('sets a level of %d dragged by %d to %d', (start, fraction, level) => {
    expect(dragLevel(start, fraction)).toBeCloseTo(level);
  });
});
