import { printable } from './printable';

describe('printable', () => {
  it('writes out control characters and the marks that reorder a line, and cuts long text', () => {
    expect(printable('a\u001b[2Jb\r\n\u202ec')).toBe('a\\x1b[2Jb\\x0d\\x0a\\u202ec');
    expect(printable('视频 ok')).toBe('视频 ok');
    expect(printable('x'.repeat(10), 5)).toBe('xxxx…');
  });
});
