import { resumePosition } from './resume-position';

describe('resumePosition', () => {
  it.each([
    ['nothing remembered', null, 100, 0],
    ['an unreadable position', Number.NaN, 100, 0],
    ['an unknown duration', 50, Number.NaN, 0],
    ['a live stream', 50, Infinity, 0],
    ['a negative position', -3, 100, 0],
    ['under 5 s', 4.9, 100, 0],
    ['exactly 5 s', 5, 100, 5],
    ['the middle', 42.5, 100, 42.5],
    ['exactly 10 s before the end', 90, 100, 90],
    ['within the last 10 s', 90.1, 100, 0],
    ['a video shorter than the margins', 6, 12, 0],
  ])('%s → %s', (_case, saved, duration, expected) => {
    expect(resumePosition(saved, duration)).toBe(expected);
  });
});
