import { scrubReportText } from './scrub';

describe('scrubReportText', () => {
  it.each([
    [
      'a query string',
      'Failed to load https://api.example/api/favorites/total?uuid=abc123x&site=demo',
      'Failed to load https://api.example/api/favorites/total',
    ],
    ['a fragment', 'at /vendor#token=secret-token', 'at /vendor'],
    [
      'a relative path',
      'GET /share-api/share/check?id=3&uuid=abc123x failed',
      'GET /share-api/share/check failed',
    ],
    [
      'a stack frame',
      'at load (https://m.example/assets/index-abc.js?v=2:1:200)',
      'at load (https://m.example/assets/index-abc.js)',
    ],
    [
      'a query after a path in Chinese',
      'GET /搜索?uuid=abc123x&keyword=猫 failed',
      'GET /搜索 failed',
    ],
    [
      'a query with no slash before it',
      'getVideo?uuid=abc123x&site=demo failed',
      'getVideo failed',
    ],
    ['a fragment after a name', 'open vendor#token=tok-secret-1 now', 'open vendor now'],
  ])('drops %s', (_case, text, expected) => {
    expect(scrubReportText(text, [])).toBe(expected);
  });

  it('keeps a question in plain text', () => {
    expect(scrubReportText('what went wrong?', [])).toBe('what went wrong?');
  });

  it('redacts the token and the identification code wherever they stand', () => {
    expect(
      scrubReportText('code abc123x and token tok-secret-1', ['abc123x', 'tok-secret-1', null]),
    ).toBe('code [redacted] and token [redacted]');
  });

  it.each([
    ['percent-encoded', 'code abc%2B12%2F3x', 'abc+12/3x', 'code [redacted]'],
    ['percent-encoded in lower case', 'code abc%2b12%2f3x', 'abc+12/3x', 'code [redacted]'],
    ['every character percent-encoded', 'code %61%62%63%31%32%33%78', 'abc123x', 'code [redacted]'],
    ['lower-cased', 'token tok-secret-1', 'TOK-Secret-1', 'token [redacted]'],
    ['upper-cased', 'code ABC123X.', 'abc123x', 'code [redacted].'],
  ])('redacts a secret %s', (_case, text, secret, expected) => {
    expect(scrubReportText(text, [secret])).toBe(expected);
  });

  it.each([
    ['JSON', 'body {"uuid":"oldcode9","site":"demo"}', 'body {"uuid":"[redacted]","site":"demo"}'],
    ['JSON with spaces', '{ "token" : "tok-1" }', '{ "token" : "[redacted]" }'],
    ['a form body', 'sent site=demo&uuid=oldcode9&id=3', 'sent site=demo&uuid=[redacted]&id=3'],
    [
      'a bearer token',
      'Authorization: Bearer eyJhbGciOi.x-y_z',
      'Authorization: Bearer [redacted]',
    ],
  ])('redacts a code or token named in %s, whatever its value', (_case, text, expected) => {
    expect(scrubReportText(text, [])).toBe(expected);
  });

  it('writes control and format characters as the replacement character, lines kept', () => {
    expect(scrubReportText('a\u001b[2Jb\u202ec\u200bd\ne\tf', [])).toBe(
      'a\ufffd[2Jb\ufffdc\ufffdd\ne\tf',
    );
  });

  it('redacts a stored value of any length, as the storage may hold one', () => {
    const stored = 'x'.repeat(150_000);
    expect(scrubReportText(`GET /favorites/${stored} failed`, [stored])).toBe(
      'GET /favorites/[redacted] failed',
    );
    expect(scrubReportText('Failed to fetch', [stored])).toBe('Failed to fetch');
  });

  it('writes out escapes that are not UTF-8 only where they are ASCII', () => {
    expect(scrubReportText('bad %FF%41 at /a%20b', [])).toBe('bad %FFA at /a b');
  });

  it('ignores secrets too short to tell from ordinary text', () => {
    expect(scrubReportText('a b c', ['a', ''])).toBe('a b c');
  });

  it('cuts long text', () => {
    const text = scrubReportText('x'.repeat(1000), [], 10);
    expect(text).toHaveLength(10);
    expect(text.endsWith('…')).toBe(true);
  });
});
