import { encodeShareId } from '@video/domain';
import { unlockLink } from './unlock-link';

const PAGE = { protocol: 'https:', host: 'site.test' };
const PATH = `/playVideoShare?id=${encodeShareId(42)}`;

describe('unlockLink', () => {
  it.each([
    ['no share host: the page host', [], `https://site.test${PATH}`],
    ['blank hosts skipped', ['', '  '], `https://site.test${PATH}`],
    ['a host with a path skipped', ['evil.test/x?', 'share.test'], `https://share.test${PATH}`],
    ['the first share host', ['share.test:8080', 'b.test'], `https://share.test:8080${PATH}`],
    ['trimmed', [' share.test '], `https://share.test${PATH}`],
    ['an IPv6 host', ['[::1]:4330'], `https://[::1]:4330${PATH}`],
  ])('%s', (_case, shareHosts, expected) => {
    expect(unlockLink(42, shareHosts, PAGE)).toBe(expected);
  });

  it('keeps the page protocol', () => {
    expect(unlockLink(42, ['share.test'], { protocol: 'http:', host: 'x' })).toBe(
      `http://share.test${PATH}`,
    );
  });

  it('keeps the path the app lives under', () => {
    expect(unlockLink(42, ['share.test'], PAGE, '/m')).toBe(`https://share.test/m${PATH}`);
  });
});
