import {
  listPath,
  playLinkTarget,
  playVideoPath,
  playVideoSharePath,
  safeExternalUrl,
} from '../index';

describe('playLinkTarget', () => {
  it.each([
    ['', null],
    ['?', null],
    ['?from=home', null],
    ['?id', null],
    ['?id=', null],
    ['?id=abc', null],
    ['?id=-3', null],
    ['?id=0', null],
    ['?id=1.5', null],
    ['?id=%E4', null],
    ['?id=99999999999999999999', null],
    ['?id=42', '/playVideo?id=42'],
    ['id=42', '/playVideo?id=42'],
    ['?from=share&id=42&utm=x', '/playVideo?id=42'],
    ['?%69d=42', '/playVideo?id=42'],
    ['?id=42&id=43', '/playVideo?id=42'],
    ['?bad=%E4&id=42', '/playVideo?id=42'],
  ])('%j → %s', (search, target) => {
    expect(playLinkTarget(search)).toBe(target);
  });
});

describe('paths', () => {
  it.each([
    [playVideoPath(42), '/playVideo?id=42'],
    [playVideoSharePath(123), '/playVideoShare?id=djE6MTIz'],
    [listPath({ typeId: 0 }), '/list?typeId=0'],
    [listPath({ typeId: 5, orderby: 'hot' }), '/list?typeId=5&orderby=hot'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });
});

describe('safeExternalUrl', () => {
  it.each([
    ['https://example.com/ad?id=1', 'https://example.com/ad?id=1'],
    ['  http://example.com  ', 'http://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
  ])('opens %j', (url, expected) => {
    expect(safeExternalUrl(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/path',
    '/relative',
    'https://exa mple.com',
    'https://example.com/\u0000',
    '',
    null,
    42,
    undefined,
  ])('refuses %j', (url) => {
    expect(safeExternalUrl(url)).toBeNull();
  });
});
