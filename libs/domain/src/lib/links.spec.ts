import { safeExternalUrl } from '../index';

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
