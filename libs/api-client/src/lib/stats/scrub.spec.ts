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

  it('ignores secrets too short to tell from ordinary text', () => {
    expect(scrubReportText('a b c', ['a', ''])).toBe('a b c');
  });

  it('cuts long text', () => {
    const text = scrubReportText('x'.repeat(1000), [], 10);
    expect(text).toHaveLength(10);
    expect(text.endsWith('…')).toBe(true);
  });
});
