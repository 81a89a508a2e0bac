import { isShareHost } from './share-host';

describe('isShareHost', () => {
  it.each([
    ['', ['share.test'], false],
    ['share.test', [], false],
    ['share.test', [''], false],
    ['site.test', ['share.test'], false],
    ['share.test:8080', ['share.test'], false],
    ['share.test', ['share.test:8080'], false],
    ['share.test', ['share.test'], true],
    ['share.test:8080', ['other.test', 'share.test:8080'], true],
    ['SHARE.test', [' share.TEST '], true],
    ['share.test', ['share.test:443'], true],
    ['share.test', ['share.test:80'], true],
  ])('%j among %j → %s', (host, shareHosts, expected) => {
    expect(isShareHost(host, shareHosts)).toBe(expected);
  });
});
