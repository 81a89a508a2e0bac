import { parseConfig } from './app-config';

const PAGE = 'https://video.test/app/';

const valid = {
  apiBaseUrl: 'https://api.test',
  shareApiBaseUrl: 'https://share.test/',
  shareHosts: ['s.test', 's.test:8080'],
  shareSiteUrl: 'https://site.test/',
  site: 'demo',
  authRequired: true,
  isShowAd: false,
  stats: { siteId: '42', endpoint: 'https://stats.test/hit' },
  imageCipher: { algorithm: 'aes-128-cbc', key: '000102030405060708090a0b0c0d0e0f' },
  version: '2.1.0',
};

describe('parseConfig', () => {
  it('accepts a complete config, keeping absolute URLs', () => {
    expect(parseConfig(valid, PAGE)).toEqual({
      ok: true,
      config: { ...valid, apiBaseUrl: 'https://api.test/', siteName: '视频' },
    });
  });

  it('names the site 视频 unless the config names it', () => {
    const named = parseConfig({ ...valid, siteName: ' 好看视频 ' }, PAGE);
    expect(named.ok && named.config.siteName).toBe('好看视频');
    const blank = parseConfig({ ...valid, siteName: '' }, PAGE);
    expect(blank.ok).toBe(false);
  });

  it.each([
    ['/', 'https://video.test/'],
    ['.', 'https://video.test/app/'],
    ['./api', 'https://video.test/app/api'],
    ['//cdn.test/x', 'https://cdn.test/x'],
    [' https://api.test ', 'https://api.test/'],
  ])('resolves the URL %j against the page', (apiBaseUrl, expected) => {
    const result = parseConfig({ ...valid, apiBaseUrl }, PAGE);
    expect(result.ok && result.config.apiBaseUrl).toBe(expected);
  });

  it('resolves the stats endpoint and share site too', () => {
    const result = parseConfig(
      { ...valid, stats: { siteId: '1', endpoint: '/stats' }, shareSiteUrl: 'share/' },
      PAGE,
    );
    expect(result).toMatchObject({
      ok: true,
      config: {
        stats: { endpoint: 'https://video.test/stats' },
        shareSiteUrl: 'https://video.test/app/share/',
      },
    });
  });

  it('resolves the OTLP endpoint of the field reports, relative or absolute', () => {
    const stats = { siteId: '1', endpoint: '/stats/pageview' };
    const full = parseConfig(
      { ...valid, stats: { ...stats, otlpEndpoint: '/stats/otlp', vitalsSampleRate: 0.1 } },
      PAGE,
    );
    expect(full.ok && full.config.stats).toEqual({
      siteId: '1',
      endpoint: 'https://video.test/stats/pageview',
      otlpEndpoint: 'https://video.test/stats/otlp',
      vitalsSampleRate: 0.1,
    });
    const collector = parseConfig(
      { ...valid, stats: { ...stats, otlpEndpoint: 'https://otel.example:4318' } },
      PAGE,
    );
    expect(collector.ok && collector.config.stats?.otlpEndpoint).toBe('https://otel.example:4318/');
  });

  it('ignores the keys of the earlier own-format reports', () => {
    const result = parseConfig(
      {
        ...valid,
        stats: {
          siteId: '1',
          endpoint: '/stats/pageview',
          vitalsEndpoint: '/stats/vitals',
          errorsEndpoint: 'not a url at all',
        },
      },
      PAGE,
    );
    expect(result.ok && result.config.stats).toEqual({
      siteId: '1',
      endpoint: 'https://video.test/stats/pageview',
    });
  });

  it('refuses an OTLP endpoint that is no http(s) URL', () => {
    const result = parseConfig(
      { ...valid, stats: { siteId: '1', endpoint: '/stats', otlpEndpoint: 'javascript:alert(1)' } },
      PAGE,
    );
    expect(result.ok).toBe(false);
  });

  it.each([-0.1, 1.5, '1'])('refuses a vitals sample rate of %j', (vitalsSampleRate) => {
    const result = parseConfig(
      { ...valid, stats: { siteId: '1', endpoint: '/stats', vitalsSampleRate } },
      PAGE,
    );
    expect(result.ok).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
  ])('turns the tracker off when stats is %s', (_case, stats) => {
    const result = parseConfig({ ...valid, stats }, PAGE);
    expect(result.ok && result.config.stats).toBeNull();
  });

  it.each([
    ['an empty URL', { apiBaseUrl: '' }, 'apiBaseUrl: must not be empty'],
    ['a URL of the wrong type', { shareApiBaseUrl: 3 }, 'shareApiBaseUrl'],
    [
      'a short cipher key',
      { imageCipher: { algorithm: 'aes-128-cbc', key: 'abcd' } },
      'imageCipher.key: must be 32 hex characters',
    ],
    [
      'another algorithm',
      { imageCipher: { algorithm: 'aes-256-gcm', key: valid.imageCipher.key } },
      'imageCipher.algorithm',
    ],
    ['a flag as text', { authRequired: 'yes' }, 'authRequired'],
    ['hosts that are not a list', { shareHosts: 's.test' }, 'shareHosts'],
    ['no version', { version: undefined }, 'version'],
    ['a javascript: API', { apiBaseUrl: 'javascript:alert(1)' }, 'apiBaseUrl: is not an http(s)'],
    [
      'a javascript: share site hidden by a tab',
      { shareSiteUrl: ' java\tscript:alert(1)' },
      'shareSiteUrl',
    ],
    [
      'a data: share site',
      { shareSiteUrl: 'data:text/html,<script>alert(1)</script>' },
      'shareSiteUrl',
    ],
    [
      'a vbscript: stats endpoint',
      { stats: { siteId: '1', endpoint: 'vbscript:msgbox(1)' } },
      'stats.endpoint',
    ],
    ['a file: share API', { shareApiBaseUrl: 'file:///etc/passwd' }, 'shareApiBaseUrl'],
  ])('reports %s', (_case, overrides, problem) => {
    const result = parseConfig({ ...valid, ...overrides }, PAGE);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toContain(problem);
  });

  it('reads embedOrigins as origins, * for any site, leaving out what is not a web URL', () => {
    const listed = parseConfig(
      { ...valid, embedOrigins: ['https://blog.test/post/1', '*', 'javascript:x', 7, '/'] },
      PAGE,
    );
    expect(listed.ok && listed.config.embedOrigins).toEqual([
      'https://blog.test',
      '*',
      'https://video.test',
    ]);
    const none = parseConfig(valid, PAGE);
    expect(none.ok && none.config.embedOrigins).toBeUndefined();
  });

  it('reports every problem at once', () => {
    const result = parseConfig({ ...valid, site: 1, isShowAd: 'no' }, PAGE);
    expect(result.ok ? [] : result.problems).toHaveLength(2);
  });

  it('reports every URL when the page URL is not a URL', () => {
    const result = parseConfig(valid, 'not a url');
    expect(result.ok ? [] : result.problems).toEqual([
      'apiBaseUrl: is not an http(s) URL relative to not a url',
      'shareApiBaseUrl: is not an http(s) URL relative to not a url',
      'shareSiteUrl: is not an http(s) URL relative to not a url',
      'stats.endpoint: is not an http(s) URL relative to not a url',
    ]);
  });

  it.each([null, 'config', [[]]])('rejects %j', (json) => {
    expect(parseConfig(json, PAGE).ok).toBe(false);
  });
});
