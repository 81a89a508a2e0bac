import { dataSaverChoice, dataSaverEffects, dataSaverOn } from '../index';

describe('dataSaverOn', () => {
  it.each([
    ['auto', false, false],
    ['auto', true, true],
    ['on', false, true],
    ['on', true, true],
    ['off', false, false],
    ['off', true, false],
  ] as const)('%s with the browser saving data: %s → %s', (setting, browser, on) => {
    expect(dataSaverOn(setting, browser)).toBe(on);
  });

  it('stores the visitor’s tap explicitly, so that it overrides the browser either way', () => {
    expect(dataSaverOn(dataSaverChoice(false), true)).toBe(false);
    expect(dataSaverOn(dataSaverChoice(true), false)).toBe(true);
  });
});

describe('dataSaverEffects', () => {
  it('loads nothing before it is asked for while on', () => {
    expect(dataSaverEffects(true)).toEqual({
      startOnLowestRendition: true,
      feedLoadsNeighbours: false,
      loadsAhead: false,
      autoplayCountsDown: false,
    });
  });

  it('changes nothing while off', () => {
    expect(dataSaverEffects(false)).toEqual({
      startOnLowestRendition: false,
      feedLoadsNeighbours: true,
      loadsAhead: true,
      autoplayCountsDown: true,
    });
  });
});
