import { AD_RENAVIGATION_MS } from '@video/domain';
import { isActivityDue } from './activity-window';

const NOW = 1_800_000_000_000;

describe('isActivityDue', () => {
  it.each([
    { case: 'never opened', lastOpenedAt: 0, due: true },
    { case: 'opened in the future (clock set back)', lastOpenedAt: NOW + 1, due: true },
    { case: 'opened just now', lastOpenedAt: NOW, due: false },
    {
      case: 'opened 1 ms short of 24 h ago',
      lastOpenedAt: NOW - AD_RENAVIGATION_MS + 1,
      due: false,
    },
    { case: 'opened exactly 24 h ago', lastOpenedAt: NOW - AD_RENAVIGATION_MS, due: true },
    { case: 'opened two days ago', lastOpenedAt: NOW - 2 * AD_RENAVIGATION_MS, due: true },
  ])('$case → $due', ({ lastOpenedAt, due }) => {
    expect(isActivityDue(lastOpenedAt, NOW)).toBe(due);
  });
});
