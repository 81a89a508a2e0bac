import { testConfig } from '../../testing';
import { parseConfig } from './app-config';
import { isTrustedCoverUrl } from './cover-origins';

const PAGE = 'http://localhost/home';

describe('isTrustedCoverUrl', () => {
  it.each([
    'http://localhost/covers/video/1.jpg.enc',
    '/covers/ad/2.jpg.enc',
    'covers/video/3.jpg.enc',
  ])('takes a cover of our own on the page’s origin (%s)', (url) => {
    expect(isTrustedCoverUrl(url, testConfig, PAGE)).toBe(true);
  });

  it.each([
    [
      'a share-service call that counts an unlock',
      'http://localhost/share-api/share/check?id=1&visit=1',
    ],
    ['a query on our covers', 'http://localhost/covers/video/1.jpg.enc?visit=1'],
    ['a fragment on our covers', 'http://localhost/covers/video/1.jpg.enc#x'],
    ['an own path outside the covers', 'http://localhost/api/videoplay/1'],
    ['a way out of the covers', 'http://localhost/covers/../share-api/share/check'],
    ['a tracker elsewhere', 'https://tracker.example/pixel.gif'],
    ['a script', 'javascript:alert(1)'],
    ['data', 'data:image/png;base64,AAAA'],
    ['credentials', 'http://user:pass@localhost/covers/video/1.jpg.enc'],
    ['nothing', ''],
  ])('refuses %s', (_, url) => {
    expect(isTrustedCoverUrl(url, testConfig, PAGE)).toBe(false);
  });

  it('takes any path on a configured cover origin, a query too when it is not one of ours', () => {
    const config = { ...testConfig, coverOrigins: ['https://img.example'] };
    expect(isTrustedCoverUrl('https://img.example/a/b.enc?sign=1', config, PAGE)).toBe(true);
    expect(isTrustedCoverUrl('https://img.example.evil/a.enc', config, PAGE)).toBe(false);
    const own = { ...testConfig, coverOrigins: ['http://localhost'] };
    expect(isTrustedCoverUrl('http://localhost/media/cover.enc', own, PAGE)).toBe(true);
    expect(isTrustedCoverUrl('http://localhost/share-api/share/check?visit=1', own, PAGE)).toBe(
      false,
    );
  });

  it('reads coverOrigins leniently: origins or URLs, relative ones, the rest left out', () => {
    const { apiBaseUrl, shareApiBaseUrl, shareHosts, shareSiteUrl, site } = testConfig;
    const json = {
      ...{ apiBaseUrl, shareApiBaseUrl, shareHosts, shareSiteUrl, site },
      ...{ authRequired: false, isShowAd: false, imageCipher: testConfig.imageCipher },
      version: '1',
      coverOrigins: ['https://img.example/covers/', '/', 'javascript:x', 3, 'https://cdn.example'],
    };
    const result = parseConfig(json, 'http://app.example/m/');
    expect(result.ok && result.config.coverOrigins).toEqual([
      'https://img.example',
      'http://app.example',
      'https://cdn.example',
    ]);
    const without = parseConfig({ ...json, coverOrigins: undefined }, 'http://app.example/');
    expect(without.ok && without.config.coverOrigins).toBeUndefined();
  });
});
