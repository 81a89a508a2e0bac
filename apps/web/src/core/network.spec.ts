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

  it('reads the link’s type where the browser names it', () => {
    expect(on({ type: 'cellular' }).connectionType()).toBe('cellular');
    expect(on({ effectiveType: '4g' }).connectionType()).toBeUndefined();
    expect(on().connectionType()).toBeUndefined();
  });

  it('reads the link afresh: it changes under a visit', () => {
    const connection = { type: 'wifi' };
    const network = on(connection);
    connection.type = 'cellular';
    expect(network.connectionType()).toBe('cellular');
  });
});
