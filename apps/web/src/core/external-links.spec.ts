import { createExternalOpener } from './external-links';

describe('createExternalOpener', () => {
  it('opens an http(s) link in a new context, without opener or referrer', () => {
    const show = vi.fn();
    const open = vi.fn();
    expect(createExternalOpener({ show }, open)('https://example.com/a?b=1')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com/a?b=1', '_blank', 'noopener,noreferrer');
    expect(show).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/', ''])(
    'refuses %j and says so in a toast',
    (url) => {
      const show = vi.fn();
      const open = vi.fn();
      expect(createExternalOpener({ show }, open)(url)).toBe(false);
      expect(open).not.toHaveBeenCalled();
      expect(show).toHaveBeenCalledWith('链接无效，无法打开');
    },
  );
});
