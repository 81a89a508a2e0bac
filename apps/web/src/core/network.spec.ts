import { browserNetwork } from './network';

const on = (connection?: object) => browserNetwork({ connection } as unknown as Navigator);

describe('browserNetwork', () => {
  it('reads Save-Data', () => {
    expect(on({ saveData: true }).savesData()).toBe(true);
    expect(on({ saveData: false }).savesData()).toBe(false);
    expect(on().savesData()).toBe(false);
  });

  it.each([
    ['2g', true],
    ['slow-2g', true],
    ['3g', false],
    ['4g', false],
  ])('reads a %s link as slow: %s', (effectiveType, slow) => {
    expect(on({ effectiveType }).slow()).toBe(slow);
  });

  it('names a cellular link, another link, and a browser that does not say', () => {
    expect(on({ type: 'cellular' }).connection()).toBe('cellular');
    expect(on({ type: 'wifi' }).connection()).toBe('other');
    expect(on({ effectiveType: '4g' }).connection()).toBe('unknown');
    expect(on().connection()).toBe('unknown');
  });

  it('reads the link afresh: it changes under a visit', () => {
    const connection = { type: 'wifi' };
    const network = on(connection);
    connection.type = 'cellular';
    expect(network.connection()).toBe('cellular');
  });
});
