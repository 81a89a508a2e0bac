import { deviceClass, swipeThreshold } from '../index';

describe('deviceClass', () => {
  it.each([
    [Number.NaN, 'phone'],
    [0, 'phone'],
    [375, 'phone'],
    [767, 'phone'],
    [767.5, 'phone'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'pc'],
    [1920, 'pc'],
  ])('%s px → %s', (width, device) => {
    expect(deviceClass(width)).toBe(device);
  });
});

describe('swipeThreshold', () => {
  it.each([
    ['phone', 4],
    ['tablet', 7],
    ['pc', 7],
  ] as const)('%s → %s', (device, threshold) => {
    expect(swipeThreshold(device)).toBe(threshold);
  });
});
