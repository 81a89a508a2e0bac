import { describe, expect, it } from 'vitest';
import { LOW_TIER_PHONE_INDEX, slowdownFor } from './lighthouse-low-tier';

describe('slowdownFor', () => {
  it('slows a machine to the phone by the ratio of their benchmark indexes, to 1 %', () => {
    expect(slowdownFor(3103, LOW_TIER_PHONE_INDEX)).toBe(11.75);
    expect(slowdownFor(1411, LOW_TIER_PHONE_INDEX)).toBe(5.34);
  });

  it('does not slow a machine that is no faster than the phone', () => {
    expect(slowdownFor(264, LOW_TIER_PHONE_INDEX)).toBe(1);
    expect(slowdownFor(200, LOW_TIER_PHONE_INDEX)).toBe(1);
  });
});
